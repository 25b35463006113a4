package svc.gateway.routes;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.springframework.stereotype.Component;

/** Hypotheses, kept by the {@code hypotheses} projection. */
@Component
class HypothesisView implements UnitView {
    @Override
    public String kind() {
        return "hypothesis";
    }

    @Override
    public String processor() {
        return "hypotheses";
    }

    @Override
    public String bodyType() {
        return "Hypothesis";
    }

    @Override
    public Object body(ObjectNode state) {
        return HypothesisBody.of(state);
    }
}
