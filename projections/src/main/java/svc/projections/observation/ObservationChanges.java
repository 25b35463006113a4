package svc.projections.observation;

import java.util.List;
import svc.command.api.ObservationRecorded;
import svc.projections.bitemporal.ChangePoint;

/** Observation events as change points for the bitemporal store. */
final class ObservationChanges {
    private ObservationChanges() {
    }

    static List<ChangePoint> of(ObservationRecorded event) {
        return ChangePoint.trueFromTo(event.trueFrom(), new ObservationChange.Recorded(event.id(), event.source(),
                event.title(), event.text(), event.place()), event.trueTo(), new ObservationChange.Ended());
    }
}
