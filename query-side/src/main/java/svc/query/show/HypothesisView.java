package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.hypothesis.HypothesisState;

/** Hypotheses, kept by the {@code hypotheses} projection. */
@Component
class HypothesisView extends UnitView<HypothesisState> {
    HypothesisView() {
        super(HypothesisState.class);
    }

    @Override
    public String kind() {
        return UnitKind.HYPOTHESIS.wire();
    }

    @Override
    Object body(HypothesisState state) {
        return HypothesisBody.of(state);
    }
}
