package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Strategies, kept by the {@code strategies} projection. */
@Component
class StrategyView implements UnitView {
    @Override
    public String kind() {
        return UnitKind.STRATEGY.wire();
    }

    @Override
    public Object body(ObjectNode state) {
        return StrategyBody.of(state);
    }

    @Override
    public Map<String, String> basis(ObjectNode state) {
        return StrategyBody.basis(StrategyBody.of(state), "");
    }
}
