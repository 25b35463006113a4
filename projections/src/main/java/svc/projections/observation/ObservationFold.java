package svc.projections.observation;

import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** An observation's state, folded from its changes ({@link ObservationChange}). */
public final class ObservationFold implements Fold<ObservationState, ObservationChange> {
    public static final String KIND = UnitKind.OBSERVATION.wire();

    @Override
    public Class<ObservationState> type() {
        return ObservationState.class;
    }

    @Override
    public Class<ObservationChange> changeType() {
        return ObservationChange.class;
    }

    @Override
    public ObservationState absent() {
        return ObservationState.ABSENT;
    }
}
