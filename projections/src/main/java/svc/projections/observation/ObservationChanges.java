package svc.projections.observation;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import svc.command.api.ObservationRecorded;
import svc.projections.bitemporal.ChangePoint;

/** Observation events as change points for the bitemporal store. */
final class ObservationChanges {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ObservationChanges() {
    }

    static List<ChangePoint> of(ObservationRecorded event) {
        ObjectNode record = NODES.objectNode().put("op", "record").put("id", event.id())
                .put("source", event.source()).put("title", event.title()).put("text", event.text())
                .put("place", event.place());
        return ChangePoint.trueFromTo(event.trueFrom(), record, event.trueTo(),
                JsonNodeFactory.instance.objectNode().put("op", "end"));
    }
}
