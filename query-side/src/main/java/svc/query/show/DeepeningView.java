package svc.query.show;

import java.util.HashMap;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.deepening.DeepeningState;

/** Deepenings, kept by the {@code deepenings} projection. */
@Component
class DeepeningView extends UnitView<DeepeningState> {
    DeepeningView() {
        super(DeepeningState.class);
    }

    @Override
    public String kind() {
        return UnitKind.DEEPENING.wire();
    }

    @Override
    Object body(DeepeningState state) {
        return DeepeningBody.of(state);
    }

    @Override
    Map<String, String> basis(DeepeningState state) {
        Map<String, String> basis = new HashMap<>();
        if (state.fetched() != null) {
            basis.put("/fetched/bytes", "counted: bytes received from the source");
        }
        if (state.embedding() != null) {
            basis.put("/embedding/dimensions", "counted: the elements of the embedding's vector");
            String measured = "measured: computed in process by " + state.embedding().model();
            for (int i = 0; i < state.embedding().vector().size(); i++) {
                basis.put("/embedding/vector/" + i, measured);
            }
        }
        return basis;
    }
}
