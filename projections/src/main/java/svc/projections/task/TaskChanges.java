package svc.projections.task;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import svc.command.api.TaskCancelled;
import svc.command.api.TaskFailed;
import svc.command.api.TaskProgressed;
import svc.command.api.TaskQueued;
import svc.command.api.TaskStarted;
import svc.command.api.TaskSucceeded;
import svc.projections.bitemporal.ChangePoint;

/** Task events as change points for the bitemporal store: each holds from the moment it happened. */
final class TaskChanges {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private TaskChanges() {
    }

    static List<ChangePoint> of(TaskQueued event) {
        return at(event.at(), op("queue", event.at()).put("id", event.id()).put("route", event.route())
                .put("place", event.place()).put("subject", event.subject())
                .put("true_on", event.trueOn().toString()));
    }

    static List<ChangePoint> of(TaskStarted event) {
        return at(event.at(), op("start", event.at()).put("resumed", event.resumed()));
    }

    static List<ChangePoint> of(TaskProgressed event) {
        return at(event.at(), op("progress", event.at()).put("progress", event.progress()).put("note", event.note()));
    }

    static List<ChangePoint> of(TaskSucceeded event) {
        ObjectNode succeed = op("succeed", event.at());
        succeed.putObject("result").put("kind", event.resultKind()).put("id", event.resultId());
        return at(event.at(), succeed);
    }

    static List<ChangePoint> of(TaskFailed event) {
        return at(event.at(), op("fail", event.at()).put("error", event.error()));
    }

    static List<ChangePoint> of(TaskCancelled event) {
        return at(event.at(), op("cancel", event.at()).put("by", event.by()));
    }

    private static ObjectNode op(String name, Instant at) {
        return NODES.objectNode().put("op", name).put("at", at.toString());
    }

    private static List<ChangePoint> at(Instant at, ObjectNode op) {
        return List.of(new ChangePoint(at, 0, op));
    }
}
