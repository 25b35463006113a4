package svc.gateway.mcp;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import svc.gateway.envelope.EnvelopeText;
import svc.gateway.refusal.Refusal;

/**
 * A tool call's arguments split in two: the member {@code _envelope} (what HTTP sends as the envelope headers) and
 * the rest, which is the route's input exactly as an HTTP body would carry it.
 */
record ToolArguments(EnvelopeText envelope, byte[] body) {
    static final String ENVELOPE = "_envelope";
    static final String SCOPE = "scope";
    static final String TRUE_ON = "true_on";
    static final String KNOWN_ON = "known_on";
    static final String KEY = "key";
    private static final Set<String> MEMBERS = Set.of(SCOPE, TRUE_ON, KNOWN_ON, KEY);

    static ToolArguments of(Map<String, Object> arguments, ObjectMapper json) {
        Map<String, Object> input = new LinkedHashMap<>(arguments == null ? Map.of() : arguments);
        Object envelope = input.remove(ENVELOPE);
        Map<?, ?> members = envelope == null ? Map.of() : envelope instanceof Map<?, ?> map ? map : null;
        if (members == null) {
            throw Refusal.invalidInput("/" + ENVELOPE, "'/" + ENVELOPE + "' must be an object: {\"scope\": ..., "
                    + "\"true_on\": ..., \"known_on\": ..., \"key\": ...}.");
        }
        for (Object name : members.keySet()) {
            if (!MEMBERS.contains(String.valueOf(name))) {
                throw Refusal.invalidInput(field(String.valueOf(name)), "'" + field(String.valueOf(name))
                        + "' is not a member of the envelope; its members are [scope, true_on, known_on, key].");
            }
        }
        EnvelopeText text = new EnvelopeText(part(members, SCOPE), part(members, TRUE_ON), part(members, KNOWN_ON),
                part(members, KEY));
        try {
            return new ToolArguments(text, json.writeValueAsBytes(input));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("arguments read as JSON could not be written as JSON again", e);
        }
    }

    private static EnvelopeText.Part part(Map<?, ?> members, String name) {
        Object value = members.get(name);
        if (value != null && !(value instanceof String)) {
            throw Refusal.invalidInput(field(name), "'" + field(name) + "' must be a string.");
        }
        return new EnvelopeText.Part(field(name), (String) value);
    }

    static String field(String member) {
        return "/" + ENVELOPE + "/" + member;
    }
}
