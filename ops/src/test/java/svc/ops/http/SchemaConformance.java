package svc.ops.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Checks a JSON value against a schema of the OpenAPI document, for the keywords the register's schemas use (type,
 * properties, required, additionalProperties, items, anyOf, allOf, enum, const, $ref): every broken rule by pointer.
 */
final class SchemaConformance {
    private final JsonNode document;

    SchemaConformance(JsonNode document) {
        this.document = document;
    }

    List<String> broken(JsonNode value, JsonNode schema) {
        List<String> broken = new ArrayList<>();
        check(value, schema, "", broken);
        return broken;
    }

    private void check(JsonNode value, JsonNode schema, String at, List<String> broken) {
        if (schema.has("$ref")) {
            check(value, document.at(schema.get("$ref").asText().substring(1)), at, broken);
            return;
        }
        if (schema.has("type") && !typed(value, schema.get("type"))) {
            broken.add(at + ": " + value.getNodeType() + " is not " + schema.get("type"));
            return;
        }
        if (schema.has("enum") && !contains(schema.get("enum"), value)) {
            broken.add(at + ": " + value + " is not one of " + schema.get("enum"));
        }
        if (schema.has("const") && !schema.get("const").equals(value)) {
            broken.add(at + ": " + value + " is not " + schema.get("const"));
        }
        schema.path("allOf").forEach(part -> check(value, part, at, broken));
        if (schema.has("anyOf")) {
            boolean any = false;
            for (JsonNode part : schema.get("anyOf")) {
                any |= broken(value, part).isEmpty();
            }
            if (!any) {
                broken.add(at + ": matches none of anyOf");
            }
        }
        if (value.isObject()) {
            schema.path("required").forEach(name -> {
                if (!value.has(name.asText())) {
                    broken.add(at + ": lacks " + name.asText());
                }
            });
            Iterator<Map.Entry<String, JsonNode>> members = value.fields();
            while (members.hasNext()) {
                Map.Entry<String, JsonNode> member = members.next();
                JsonNode property = schema.path("properties").get(member.getKey());
                String inner = at + "/" + member.getKey();
                if (property != null) {
                    check(member.getValue(), property, inner, broken);
                } else if (schema.path("additionalProperties").isObject()) {
                    check(member.getValue(), schema.get("additionalProperties"), inner, broken);
                } else if (schema.path("additionalProperties").isBoolean()
                        && !schema.get("additionalProperties").asBoolean()) {
                    broken.add(inner + ": not a member the schema names");
                }
            }
        }
        if (value.isArray() && schema.has("items")) {
            for (int i = 0; i < value.size(); i++) {
                check(value.get(i), schema.get("items"), at + "/" + i, broken);
            }
        }
    }

    private static boolean typed(JsonNode value, JsonNode type) {
        if (type.isArray()) {
            for (JsonNode one : type) {
                if (typed(value, one)) {
                    return true;
                }
            }
            return false;
        }
        return switch (type.asText()) {
            case "object" -> value.isObject();
            case "array" -> value.isArray();
            case "string" -> value.isTextual();
            case "integer" -> value.isIntegralNumber();
            case "number" -> value.isNumber();
            case "boolean" -> value.isBoolean();
            case "null" -> value.isNull();
            default -> false;
        };
    }

    private static boolean contains(JsonNode values, JsonNode value) {
        for (JsonNode one : values) {
            if (one.equals(value)) {
                return true;
            }
        }
        return false;
    }
}
