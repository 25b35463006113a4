package svc.projections.move;

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
    private MoveChanges() {
    }

    static List<ChangePoint> of(MoveProposed event) {
        return from(event.trueFrom(), new MoveChange.Made(event.id(), event.installedConnector(),
                event.kindOfAction(), "proposed", event.by(), event.task(), event.place(), event.arguments(),
                byArgument(event.argumentSources())));
    }

    static List<ChangePoint> of(MoveStarted event) {
        return from(event.trueFrom(), new MoveChange.Made(event.id(), event.installedConnector(),
                event.kindOfAction(), "running", event.by(), event.task(), event.place(), event.arguments(),
                byArgument(event.argumentSources())));
    }

    static List<ChangePoint> of(MoveDone event) {
        return from(event.trueFrom(), new MoveChange.Done(event.sourceId()));
    }

    static List<ChangePoint> of(MoveFailed event) {
        return from(event.trueFrom(), new MoveChange.Failed(event.reason()));
    }

    static List<ChangePoint> of(MoveCancelled event) {
        return from(event.trueFrom(), new MoveChange.Cancelled(event.reason()));
    }

    /** Sorted by argument, so that the same sources are written the same whatever map the event holds them in. */
    private static Map<String, String> byArgument(Map<String, String> sources) {
        return new TreeMap<>(sources);
    }

    private static List<ChangePoint> from(Instant trueFrom, MoveChange change) {
        return List.of(new ChangePoint(trueFrom, 0, change));
    }
}
