package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Hypotheses, kept by the {@code hypotheses} projection. */
@Component
class HypothesisView implements UnitView {
    @Override
    public String kind() {
        return UnitKind.HYPOTHESIS.wire();
    }

    @Override
    public Object body(ObjectNode state) {
        return HypothesisBody.of(state);
    }
}
