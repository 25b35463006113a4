package svc.ops.demo;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Facts as import lines, in the order they are to be recorded. */
final class DemoLines {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final List<ObjectNode> lines = new ArrayList<>();

    /** A new fact of this kind at this place, true from {@code trueFrom}; the caller adds its members. */
    ObjectNode fact(String kind, String id, String place, Instant trueFrom) {
        ObjectNode fact = NODES.objectNode().put("kind", kind).put("id", id).put("place", place)
                .put("true_from", trueFrom.toString());
        lines.add(fact);
        return fact;
    }

    static ArrayNode texts(String... texts) {
        ArrayNode list = NODES.arrayNode();
        for (String text : texts) {
            list.add(text);
        }
        return list;
    }

    static ArrayNode list() {
        return NODES.arrayNode();
    }

    static ObjectNode object() {
        return NODES.objectNode();
    }

    List<ObjectNode> lines() {
        return List.copyOf(lines);
    }
}
