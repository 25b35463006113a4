package svc.projections.task;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.JsonFold;

/** A task's state: where it stands, how far it got, its result or why it ended without one, and when it moved. */
public final class TaskFold extends JsonFold {
    public static final String KIND = UnitKind.TASK.wire();

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        ObjectNode next = state.deepCopy();
        next.set("updated", op.get("at"));
        switch (op.path("op").asText()) {
            case "queue" -> {
                JsonFold.stated(next, op, "id", "route", "place", "subject", "true_on");
                next.put("state", "queued");
                next.put("progress", 0.0);
                next.set("started", op.get("at"));
                next.putNull("result");
                next.putNull("error");
            }
            case "start" -> next.put("state", "running");
            case "progress" -> {
                next.set("progress", op.get("progress"));
                next.set("note", op.get("note"));
            }
            case "succeed" -> {
                next.put("state", "succeeded");
                next.put("progress", 1.0);
                next.set("result", op.get("result").deepCopy());
            }
            case "fail" -> {
                next.put("state", "failed");
                next.set("error", op.get("error"));
            }
            case "cancel" -> {
                next.put("state", "cancelled");
                next.put("error", "cancelled by " + op.path("by").asText());
            }
            default -> throw new IllegalArgumentException("unknown task change " + op);
        }
        return next;
    }
}
