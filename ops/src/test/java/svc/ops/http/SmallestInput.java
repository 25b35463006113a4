package svc.ops.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The smallest value a schema of the OpenAPI document allows, as a client that reads only the document would build
 * it: only the required members of an object (for a choice of members, the first choice's), the first value of an
 * enumeration, an empty list unless one item is required, and for text a value of its format.
 */
final class SmallestInput {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final JsonNode document;

    SmallestInput(JsonNode document) {
        this.document = document;
    }

    JsonNode of(JsonNode schema) {
        if (schema.has("$ref")) {
            return of(document.at(schema.get("$ref").asText().substring(1)));
        }
        if (schema.has("const")) {
            return schema.get("const");
        }
        if (schema.has("enum")) {
            for (JsonNode value : schema.get("enum")) {
                if (!value.isNull()) {
                    return value;
                }
            }
        }
        String type = type(schema);
        if (type == null && schema.has("anyOf")) {
            for (JsonNode choice : schema.get("anyOf")) {
                if (!"null".equals(type(choice))) {
                    return of(choice);
                }
            }
        }
        if (type == null) {
            return NODES.objectNode();
        }
        return switch (type) {
            case "object" -> object(schema);
            case "array" -> {
                var list = NODES.arrayNode();
                if (schema.path("minItems").asInt(0) > 0) {
                    list.add(of(schema.path("items")));
                }
                yield list;
            }
            case "integer", "number" -> NODES.numberNode(Math.max(1, schema.path("minimum").asInt(1)));
            case "boolean" -> NODES.booleanNode(true);
            default -> NODES.textNode(text(schema));
        };
    }

    private ObjectNode object(JsonNode schema) {
        ObjectNode value = NODES.objectNode();
        JsonNode properties = schema.path("properties");
        schema.path("required").forEach(name -> value.set(name.asText(), of(properties.path(name.asText()))));
        if (value.has("from") && value.has("to")) {
            value.put("to", "2026-02-01");
        }
        JsonNode choice = schema.has("oneOf") ? schema.get("oneOf").get(0) : null;
        if (choice != null && choice.has("properties")) {
            value.setAll(object(choice));
        } else if (choice != null) {
            choice.path("required").forEach(name -> value.set(name.asText(), of(properties.path(name.asText()))));
        }
        return value;
    }

    private static String text(JsonNode schema) {
        String format = schema.path("format").asText(schema.at("/anyOf/0/format").asText(""));
        String text = switch (format) {
            case "date", "date-time" -> "2026-01-01";
            case "uri" -> "https://example.com/from-the-document";
            default -> "x1";
        };
        int shortest = schema.path("minLength").asInt(0);
        return text.length() >= shortest ? text : text + "x".repeat(shortest - text.length());
    }

    /** The schema's type, or its one type besides null. */
    private static String type(JsonNode schema) {
        JsonNode type = schema.get("type");
        if (type == null) {
            return null;
        }
        if (type.isArray()) {
            for (JsonNode one : type) {
                if (!one.asText().equals("null")) {
                    return one.asText();
                }
            }
            return "null";
        }
        return type.asText();
    }
}
