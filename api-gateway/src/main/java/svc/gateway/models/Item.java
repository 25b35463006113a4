package svc.gateway.models;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Iterator;
import java.util.Set;
import java.util.TreeSet;
import svc.gateway.envelope.Times;
import svc.gateway.refusal.Refusal;

/**
 * One object inside a list member of a fact ({@code stocks/2}), read member by member; a refusal points to the
 * member within it ({@code /facts/0/stocks/2/count}).
 */
final class Item {
    private final ObjectNode node;
    private final String at;

    Item(JsonNode node, String at) {
        this.node = (ObjectNode) node;
        this.at = at;
    }

    String at() {
        return at;
    }

    String pointer(String name) {
        return at + "/" + name;
    }

    /** Refuses a member outside {@code allowed}, so a misspelt member is not silently dropped. */
    Item only(Set<String> allowed, String what) {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!allowed.contains(name)) {
                throw Refusal.invalidInput(pointer(name), "'" + name + "' is not a member of " + what
                        + "; its members are " + new TreeSet<>(allowed) + ".");
            }
        }
        return this;
    }

    String requiredText(String name, String why) {
        String value = optionalText(name);
        if (value == null || value.isBlank()) {
            throw Refusal.invalidInput(pointer(name), "'" + pointer(name) + "' is required: " + why + ".");
        }
        return value;
    }

    String optionalText(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw Refusal.invalidInput(pointer(name), "'" + pointer(name) + "' must be text.");
        }
        return value.asText();
    }

    JsonNode requiredNumber(String name) {
        JsonNode value = node.get(name);
        if (value == null || !value.isNumber()) {
            throw Refusal.invalidInput(pointer(name), "'" + pointer(name) + "' is required and must be a number.");
        }
        return value;
    }

    Instant requiredInstant(String name, String why) {
        return Times.parse(requiredText(name, why), pointer(name));
    }
}
