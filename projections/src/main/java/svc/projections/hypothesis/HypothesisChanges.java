package svc.projections.hypothesis;

import java.util.List;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.projections.bitemporal.ChangePoint;

/** Hypothesis events as change points for the bitemporal store. */
public final class HypothesisChanges {
    private HypothesisChanges() {
    }

    public static List<ChangePoint> of(HypothesisRecorded event) {
        return ChangePoint.trueFromTo(event.trueFrom(),
                new HypothesisChange.Recorded(event.id(), event.claim(), event.place()), event.trueTo(),
                new HypothesisChange.Ended());
    }

    public static List<ChangePoint> of(HypothesisSettled event) {
        return List.of(new ChangePoint(event.trueFrom(), 0,
                new HypothesisChange.Settled(event.standing().wire(), event.on(), event.settledBy())));
    }

    /** Unit ids begin with their tenant (UnitIds). */
    static String tenantOf(String unitId) {
        return unitId.substring(0, unitId.indexOf('/'));
    }
}
