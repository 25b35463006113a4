package svc.projections.run;

import java.time.Instant;
import java.util.List;
import svc.command.api.RunRecorded;
import svc.command.api.RunSetAside;
import svc.command.api.RunTakenUp;
import svc.projections.bitemporal.ChangePoint;

/** Scrape run events as change points for the bitemporal store. */
final class RunChanges {
    private RunChanges() {
    }

    static List<ChangePoint> of(RunRecorded event) {
        return ChangePoint.trueFromTo(event.trueFrom(), new RunChange.Recorded(event.key(), event.source(),
                event.place(), event.trueFrom().toString()), event.trueTo(), new RunChange.Ended());
    }

    static List<ChangePoint> of(RunTakenUp event) {
        return moved("taken_up", event.reason(), null, event.trueFrom());
    }

    static List<ChangePoint> of(RunSetAside event) {
        return moved("parked", event.reason(), event.setAsideBy(), event.trueFrom());
    }

    private static List<ChangePoint> moved(String state, String reason, String by, Instant from) {
        return List.of(new ChangePoint(from, 0, new RunChange.Moved(state, reason, from.toString(), by)));
    }
}
