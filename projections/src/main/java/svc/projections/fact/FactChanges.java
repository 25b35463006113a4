package svc.projections.fact;

import java.util.List;
import svc.command.api.FactRecorded;
import svc.projections.bitemporal.ChangePoint;

/** The change points of a recorded plain fact: its statement from true_from, and its end at true_to when given. */
public final class FactChanges {
    private FactChanges() {
    }

    public static List<ChangePoint> of(FactRecorded event) {
        return ChangePoint.trueFromTo(event.trueFrom(),
                new FactChange.Stated(event.id(), event.kind(), event.place(), event.fields()), event.trueTo(),
                new FactChange.Ended());
    }
}
