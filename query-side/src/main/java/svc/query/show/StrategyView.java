package svc.query.show;

import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.UnitStates;
import svc.projections.strategy.StrategyState;

/** Strategies, kept by the {@code strategies} projection. */
@Component
class StrategyView extends RecordView<StrategyState> {
    StrategyView(UnitStates states) {
        super(StrategyState.class, states);
    }

    @Override
    public String kind() {
        return UnitKind.STRATEGY.wire();
    }

    @Override
    Object body(StrategyState state) {
        return StrategyBody.of(state);
    }

    @Override
    Map<String, String> basis(StrategyState state) {
        return StrategyBody.basis(StrategyBody.of(state), "");
    }
}
