package svc.projections.run;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import svc.command.api.RunRecorded;
import svc.command.api.RunSetAside;
import svc.command.api.RunTakenUp;
import svc.projections.bitemporal.ChangePoint;

/** Scrape run events as change points for the bitemporal store. */
final class RunChanges {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private RunChanges() {
    }

    static List<ChangePoint> of(RunRecorded event) {
        ObjectNode record = NODES.objectNode().put("op", "record").put("key", event.key())
                .put("source", event.source()).put("place", event.place()).put("since", event.trueFrom().toString());
        return ChangePoint.trueFromTo(event.trueFrom(), record, event.trueTo(),
                JsonNodeFactory.instance.objectNode().put("op", "end"));
    }

    static List<ChangePoint> of(RunTakenUp event) {
        return move("taken_up", event.reason(), null, event.trueFrom());
    }

    static List<ChangePoint> of(RunSetAside event) {
        return move("parked", event.reason(), event.setAsideBy(), event.trueFrom());
    }

    private static List<ChangePoint> move(String state, String reason, String by, Instant from) {
        ObjectNode move = NODES.objectNode().put("op", "move").put("state", state).put("reason", reason)
                .put("since", from.toString()).put("moved_by", by);
        return List.of(new ChangePoint(from, 0, move));
    }
}
