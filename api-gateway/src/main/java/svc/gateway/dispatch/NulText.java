package svc.gateway.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;
import svc.gateway.refusal.Refusal;

/**
 * Refuses a body with a NUL character in any text or member name, naming where: PostgreSQL cannot hold NUL in text
 * (a read with one failed as 500, a recorded one would stall its projection), so no route takes it.
 */
final class NulText {
    private static final byte[] ESCAPE = "\\u0000".getBytes(StandardCharsets.US_ASCII);

    private NulText() {
    }

    /** JSON can only carry NUL as the escape, so the tree is walked only when the body holds that escape. */
    static void refuse(byte[] body, ObjectMapper json) {
        if (!holdsEscape(body)) {
            return;
        }
        try {
            walk(json.readTree(body), "");
        } catch (IOException e) {
            throw new IllegalStateException("a body that was read once could not be read again", e);
        }
    }

    private static void walk(JsonNode node, String pointer) {
        if (node.isTextual()) {
            refuseIfNul(node.textValue(), pointer);
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), pointer + "/" + i);
            }
        } else if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> member = it.next();
                String at = pointer + "/" + member.getKey().replace("~", "~0").replace("/", "~1");
                refuseIfNul(member.getKey(), at);
                walk(member.getValue(), at);
            }
        }
    }

    private static void refuseIfNul(String text, String pointer) {
        if (text.indexOf('\u0000') >= 0) {
            throw Refusal.invalidInput(pointer, "'" + pointer + "' holds a NUL character (\\u0000), which no text "
                    + "may hold.");
        }
    }

    private static boolean holdsEscape(byte[] body) {
        outer:
        for (int i = 0; i + ESCAPE.length <= body.length; i++) {
            for (int j = 0; j < ESCAPE.length; j++) {
                if (body[i + j] != ESCAPE[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
