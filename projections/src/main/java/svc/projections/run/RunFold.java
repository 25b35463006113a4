package svc.projections.run;

import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** A scrape run's state, folded from its changes ({@link RunChange}). */
public final class RunFold implements Fold<RunState, RunChange> {
    public static final String KIND = UnitKind.RUN.wire();

    @Override
    public Class<RunState> type() {
        return RunState.class;
    }

    @Override
    public Class<RunChange> changeType() {
        return RunChange.class;
    }

    @Override
    public RunState absent() {
        return RunState.ABSENT;
    }
}
