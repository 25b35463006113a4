package svc.projections.strategy;

import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** A strategy's state, folded from its changes ({@link StrategyChange}). */
public final class StrategyFold implements Fold<StrategyState, StrategyChange> {
    public static final String KIND = UnitKind.STRATEGY.wire();

    @Override
    public Class<StrategyState> type() {
        return StrategyState.class;
    }

    @Override
    public Class<StrategyChange> changeType() {
        return StrategyChange.class;
    }

    @Override
    public StrategyState absent() {
        return StrategyState.ABSENT;
    }
}
