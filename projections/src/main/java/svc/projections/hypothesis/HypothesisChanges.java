package svc.projections.hypothesis;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.projections.bitemporal.ChangePoint;

/** Hypothesis events as change points for the bitemporal store. */
public final class HypothesisChanges {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private HypothesisChanges() {
    }

    public static List<ChangePoint> of(HypothesisRecorded event) {
        ObjectNode record = NODES.objectNode()
                .put("op", "record")
                .put("id", event.id())
                .put("claim", event.claim())
                .put("place", event.place());
        return ChangePoint.trueFromTo(event.trueFrom(), record, event.trueTo());
    }

    public static List<ChangePoint> of(HypothesisSettled event) {
        ObjectNode settle = NODES.objectNode()
                .put("op", "settle")
                .put("standing", event.standing().wire())
                .put("on", event.on())
                .put("settled_by", event.settledBy());
        return List.of(new ChangePoint(event.trueFrom(), 0, settle));
    }

    /** Unit ids begin with their tenant (UnitIds). */
    static String tenantOf(String unitId) {
        return unitId.substring(0, unitId.indexOf('/'));
    }
}
