package svc.projections.fact;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import svc.command.api.FactRecorded;
import svc.projections.bitemporal.ChangePoint;

/** The change points of a recorded plain fact: its statement from true_from, and its end at true_to when given. */
public final class FactChanges {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private FactChanges() {
    }

    public static List<ChangePoint> of(FactRecorded event) {
        ObjectNode record = NODES.objectNode().put("op", "record").put("id", event.id()).put("kind", event.kind())
                .put("place", event.place());
        record.set("fields", event.fields());
        return ChangePoint.trueFromTo(event.trueFrom(), record, event.trueTo(),
                JsonNodeFactory.instance.objectNode().put("op", "end"));
    }
}
