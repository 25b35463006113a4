package svc.gateway.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.Iterator;
import java.util.regex.Pattern;
import svc.gateway.refusal.Refusal;

/**
 * The members of a JSON object inside an input, read by type; a member of the wrong shape is refused naming its JSON
 * Pointer. A member given as null reads as not given.
 */
final class Members {
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._-]{1,100}");

    private final ObjectNode node;
    private final String at;
    private final String type;

    Members(ObjectNode node, String at, String type) {
        this.node = node;
        this.at = at;
        this.type = type;
    }

    String pointer(String name) {
        return at + "/" + name.replace("~", "~0").replace("/", "~1");
    }

    /** Refuses the first member (in the order given) that is not one of {@code allowed}. */
    Members only(Collection<String> allowed) {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!allowed.contains(name)) {
                throw Refusal.invalidInput(pointer(name), "'" + name + "' is not a member of " + type
                        + "; its members are " + allowed + ".");
            }
        }
        return this;
    }

    boolean given(String name) {
        return node.hasNonNull(name);
    }

    String text(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw Refusal.invalidInput(pointer(name), "'" + pointer(name) + "' must be text.");
        }
        return value.asText();
    }

    String requiredText(String name) {
        String value = text(name);
        if (value == null || value.isBlank()) {
            throw Refusal.invalidInput(pointer(name), "'" + pointer(name) + "' is required and must not be blank.");
        }
        return value;
    }

    /** Text usable as an id and as a scope segment: letters, digits, '.', '_' or '-'. */
    String id(String name) {
        String value = text(name);
        if (value != null && !ID.matcher(value).matches()) {
            throw Refusal.invalidInput(pointer(name), "'" + pointer(name)
                    + "' must be 1 to 100 letters, digits, '.', '_' or '-'.");
        }
        return value;
    }

    ArrayNode list(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isArray()) {
            throw Refusal.invalidInput(pointer(name), "'" + pointer(name) + "' must be a list.");
        }
        return (ArrayNode) value;
    }

    ObjectNode object(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isObject()) {
            throw Refusal.invalidInput(pointer(name), "'" + pointer(name) + "' must be an object.");
        }
        return (ObjectNode) value;
    }

    Boolean bool(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isBoolean()) {
            throw Refusal.invalidInput(pointer(name), "'" + pointer(name) + "' must be true or false.");
        }
        return value.asBoolean();
    }

    Long count(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isIntegralNumber() || value.asLong() < 0) {
            throw Refusal.invalidInput(pointer(name), "'" + pointer(name) + "' must be a whole number, 0 or more.");
        }
        return value.asLong();
    }

    JsonNode number(String name) {
        JsonNode value = node.get(name);
        if (value != null && !value.isNull() && !value.isNumber()) {
            throw Refusal.invalidInput(pointer(name), "'" + pointer(name) + "' must be a number.");
        }
        return value;
    }
}
