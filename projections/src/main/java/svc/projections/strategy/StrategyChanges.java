package svc.projections.strategy;

import java.util.List;
import svc.command.api.StrategyChanged;
import svc.command.api.StrategyDrafted;
import svc.projections.bitemporal.ChangePoint;

/** Strategy events as change points for the bitemporal store, each with the content as the event gives it. */
final class StrategyChanges {
    private StrategyChanges() {
    }

    static List<ChangePoint> of(StrategyDrafted event) {
        return List.of(new ChangePoint(event.trueFrom(), 0,
                new StrategyChange.Drafted(event.id(), event.place(), event.content())));
    }

    static List<ChangePoint> of(StrategyChanged event) {
        return List.of(new ChangePoint(event.trueFrom(), 0,
                new StrategyChange.Changed(event.life().wire(), event.version(), event.content())));
    }
}
