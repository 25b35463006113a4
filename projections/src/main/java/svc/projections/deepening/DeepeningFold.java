package svc.projections.deepening;

import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** A deepening's state, folded from its changes ({@link DeepeningChange}). */
public final class DeepeningFold implements Fold<DeepeningState, DeepeningChange> {
    public static final String KIND = UnitKind.DEEPENING.wire();

    @Override
    public Class<DeepeningState> type() {
        return DeepeningState.class;
    }

    @Override
    public Class<DeepeningChange> changeType() {
        return DeepeningChange.class;
    }

    @Override
    public DeepeningState absent() {
        return DeepeningState.ABSENT;
    }
}
