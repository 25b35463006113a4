package svc.projections.hypothesis;

import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** A hypothesis's state, folded from its changes ({@link HypothesisChange}). */
public final class HypothesisFold implements Fold<HypothesisState, HypothesisChange> {
    public static final String KIND = UnitKind.HYPOTHESIS.wire();

    @Override
    public Class<HypothesisState> type() {
        return HypothesisState.class;
    }

    @Override
    public Class<HypothesisChange> changeType() {
        return HypothesisChange.class;
    }

    @Override
    public HypothesisState absent() {
        return HypothesisState.ABSENT;
    }
}
