package svc.projections.fact;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;
import svc.projections.bitemporal.JsonFold;

/**
 * A plain fact's state: a statement sets its id, kind and place and the members it gives (a member given as null is
 * removed, one not given keeps its value); the end of a fact closes it.
 */
public final class FactFold extends JsonFold {
    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        ObjectNode next = state.deepCopy();
        switch (op.path("op").asText()) {
            case "record" -> {
                JsonFold.stated(next, op, "id", "kind", "place");
                Iterator<Map.Entry<String, JsonNode>> fields = op.path("fields").fields();
                while (fields.hasNext()) {
                    Map.Entry<String, JsonNode> field = fields.next();
                    if (field.getValue().isNull()) {
                        next.remove(field.getKey());
                    } else {
                        next.set(field.getKey(), field.getValue().deepCopy());
                    }
                }
            }
            case "end" -> next.put("present", false);
            default -> throw new IllegalArgumentException("unknown fact change " + op);
        }
        return next;
    }
}
