package svc.projections.move;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.JsonFold;

/**
 * A move's state: making it states what was asked of which connector, by whom, for which task, and whether it waits
 * (proposed) or runs; it then ends done with the source's own id, failed or cancelled with a reason.
 */
public final class MoveFold extends JsonFold {
    public static final String KIND = UnitKind.MOVE.wire();
    static final String NO_SOURCE_ID = "the source gave no id for what was done";

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        ObjectNode next = state.deepCopy();
        switch (op.path("op").asText()) {
            case "make" -> {
                JsonFold.stated(next, op, "id", "installed_connector", "kind_of_action", "arguments", "argument_sources",
                        "state", "by", "task", "place");
                next.putNull("source_id");
                next.putNull("reason");
            }
            case "done" -> {
                next.put("state", "done");
                next.set("source_id", op.get("source_id"));
                if (op.path("source_id").isNull()) {
                    next.put("reason", NO_SOURCE_ID);
                }
            }
            case "fail" -> {
                next.put("state", "failed");
                next.set("reason", op.get("reason"));
            }
            case "cancel" -> {
                next.put("state", "cancelled");
                next.set("reason", op.get("reason"));
            }
            default -> throw new IllegalArgumentException("unknown move change " + op);
        }
        return next;
    }
}
