package svc.projections.task;

import static svc.projections.bitemporal.OpMembers.text;

import com.fasterxml.jackson.databind.JsonNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** A task's state: where it stands, how far it got, its result or why it ended without one, and when it moved. */
public final class TaskFold implements Fold<TaskState, JsonNode> {
    public static final String KIND = UnitKind.TASK.wire();

    @Override
    public Class<TaskState> type() {
        return TaskState.class;
    }

    @Override
    public Class<JsonNode> changeType() {
        return JsonNode.class;
    }

    @Override
    public TaskState absent() {
        return TaskState.ABSENT;
    }

    @Override
    public TaskState apply(TaskState state, JsonNode op) {
        String at = text(op, "at");
        return switch (op.path("op").asText()) {
            case "queue" -> state.queued(at, text(op, "id"), text(op, "route"), text(op, "place"),
                    text(op, "subject"), text(op, "true_on"));
            case "start" -> state.started(at);
            case "progress" -> state.progressed(at, op.get("progress").asDouble(), text(op, "note"));
            case "succeed" -> state.succeeded(at, new TaskState.Result(text(op.get("result"), "kind"),
                    text(op.get("result"), "id")));
            case "fail" -> state.failed(at, text(op, "error"));
            case "cancel" -> state.cancelled(at, op.path("by").asText());
            default -> throw new IllegalArgumentException("unknown task change " + op);
        };
    }
}
