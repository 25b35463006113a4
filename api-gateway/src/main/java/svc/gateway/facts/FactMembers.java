package svc.gateway.facts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import svc.gateway.envelope.Times;
import svc.gateway.refusal.Refusal;

/** Reading a fact's own members, refusing with a pointer to the member. */
public final class FactMembers {
    private FactMembers() {
    }

    public static String requiredText(Fact fact, String name) {
        String value = optionalText(fact, name);
        if (value == null || value.isBlank()) {
            throw Refusal.invalidInput(fact.at() + "/" + name, "'" + name + "' is required and must not be blank.");
        }
        return value;
    }

    public static String optionalText(Fact fact, String name) {
        JsonNode value = fact.fields().get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw Refusal.invalidInput(fact.at() + "/" + name, "'" + name + "' must be text.");
        }
        return value.asText();
    }

    /** A number, or null when not given. */
    public static Double optionalNumber(Fact fact, String name) {
        JsonNode value = fact.fields().get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isNumber()) {
            throw Refusal.invalidInput(fact.at() + "/" + name, "'" + name + "' must be a number.");
        }
        return value.asDouble();
    }

    public static double requiredNumber(Fact fact, String name) {
        Double value = optionalNumber(fact, name);
        if (value == null) {
            throw Refusal.invalidInput(fact.at() + "/" + name, "'" + name + "' is required and must be a number.");
        }
        return value;
    }

    /** An RFC 3339 instant or a plain date (the start of that day, UTC), or null when not given. */
    public static Instant optionalInstant(Fact fact, String name) {
        String value = optionalText(fact, name);
        return value == null ? null : Times.parse(value, fact.at() + "/" + name);
    }

    public static Instant requiredInstant(Fact fact, String name) {
        return Times.parse(requiredText(fact, name), fact.at() + "/" + name);
    }

    /** A list of non-blank text, empty when not given. */
    public static List<String> textList(Fact fact, String name) {
        JsonNode value = fact.fields().get(name);
        if (value == null || value.isNull()) {
            return List.of();
        }
        if (!value.isArray()) {
            throw Refusal.invalidInput(fact.at() + "/" + name, "'" + name + "' must be a list of text.");
        }
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < value.size(); i++) {
            JsonNode item = value.get(i);
            if (!item.isTextual() || item.asText().isBlank()) {
                throw Refusal.invalidInput(fact.at() + "/" + name + "/" + i, "Each item of '" + name
                        + "' must be non-blank text.");
            }
            texts.add(item.asText());
        }
        return texts;
    }

    /** A map of text to non-blank text ({@code {"vat": "DE123"}}), empty when not given. */
    public static Map<String, String> textMap(Fact fact, String name) {
        JsonNode value = fact.fields().get(name);
        if (value == null || value.isNull()) {
            return Map.of();
        }
        if (!value.isObject()) {
            throw Refusal.invalidInput(fact.at() + "/" + name, "'" + name + "' must be an object of text.");
        }
        Map<String, String> texts = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> entries = value.fields();
        while (entries.hasNext()) {
            Map.Entry<String, JsonNode> entry = entries.next();
            if (!entry.getValue().isTextual() || entry.getValue().asText().isBlank()) {
                throw Refusal.invalidInput(fact.at() + "/" + name + "/" + entry.getKey(), "Each value of '" + name
                        + "' must be non-blank text.");
            }
            texts.put(entry.getKey(), entry.getValue().asText());
        }
        return texts;
    }

    /** The fact's members as given, kept as they are once checked by the kind. */
    public static ObjectNode given(Fact fact, String... names) {
        ObjectNode kept = fact.fields().objectNode();
        for (String name : names) {
            JsonNode value = fact.fields().get(name);
            if (value != null) {
                kept.set(name, value.deepCopy());
            }
        }
        return kept;
    }

    /** A list of objects, empty when not given; each is checked by the caller. */
    public static ArrayNode objectList(Fact fact, String name) {
        JsonNode value = fact.fields().get(name);
        if (value == null || value.isNull()) {
            return fact.fields().arrayNode();
        }
        if (!value.isArray()) {
            throw Refusal.invalidInput(fact.at() + "/" + name, "'" + name + "' must be a list.");
        }
        for (int i = 0; i < value.size(); i++) {
            if (!value.get(i).isObject()) {
                throw Refusal.invalidInput(fact.at() + "/" + name + "/" + i, "Each item of '" + name
                        + "' must be an object.");
            }
        }
        return (ArrayNode) value;
    }
}
