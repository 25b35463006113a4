package svc.projections.move;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import svc.command.api.MoveCancelled;
import svc.command.api.MoveDone;
import svc.command.api.MoveFailed;
import svc.command.api.MoveProposed;
import svc.command.api.MoveStarted;
import svc.projections.bitemporal.ChangePoint;

/** Move events as change points for the bitemporal store; a proposed and a started move are both made. */
final class MoveChanges {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private MoveChanges() {
    }

    static List<ChangePoint> of(MoveProposed event) {
        return from(event.trueFrom(), make(event.id(), event.installedConnector(), event.kindOfAction(),
                event.arguments(), event.argumentSources(), "proposed", event.by(), event.task(), event.place()));
    }

    static List<ChangePoint> of(MoveStarted event) {
        return from(event.trueFrom(), make(event.id(), event.installedConnector(), event.kindOfAction(),
                event.arguments(), event.argumentSources(), "running", event.by(), event.task(), event.place()));
    }

    static List<ChangePoint> of(MoveDone event) {
        return from(event.trueFrom(), NODES.objectNode().put("op", "done").put("source_id", event.sourceId()));
    }

    static List<ChangePoint> of(MoveFailed event) {
        return from(event.trueFrom(), NODES.objectNode().put("op", "fail").put("reason", event.reason()));
    }

    static List<ChangePoint> of(MoveCancelled event) {
        return from(event.trueFrom(), NODES.objectNode().put("op", "cancel").put("reason", event.reason()));
    }

    private static ObjectNode make(String id, String connector, String kindOfAction, ObjectNode arguments,
            Map<String, String> sources, String state, String by, String task, String place) {
        ObjectNode make = NODES.objectNode().put("op", "make").put("id", id).put("installed_connector", connector)
                .put("kind_of_action", kindOfAction).put("state", state).put("by", by).put("task", task)
                .put("place", place);
        make.set("arguments", arguments);
        ObjectNode sourcesNode = make.putObject("argument_sources");
        new TreeMap<>(sources).forEach(sourcesNode::put);
        return make;
    }

    private static List<ChangePoint> from(Instant trueFrom, ObjectNode op) {
        return List.of(new ChangePoint(trueFrom, 0, op));
    }
}
