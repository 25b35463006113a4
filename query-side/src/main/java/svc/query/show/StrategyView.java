package svc.query.show;

import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.strategy.StrategyState;

/** Strategies, kept by the {@code strategies} projection. */
@Component
class StrategyView extends UnitView<StrategyState> {
    StrategyView() {
        super(StrategyState.class);
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
