package svc.projections.fact;

import svc.projections.bitemporal.Fold;

/** A plain fact's state, folded from its changes ({@link FactChange}). */
public final class FactFold implements Fold<FactState, FactChange> {
    @Override
    public Class<FactState> type() {
        return FactState.class;
    }

    @Override
    public Class<FactChange> changeType() {
        return FactChange.class;
    }

    @Override
    public FactState absent() {
        return FactState.ABSENT;
    }
}
