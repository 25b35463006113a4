package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.query.api.Basis;

/** Deepenings, kept by the {@code deepenings} projection. */
@Component
class DeepeningView implements UnitView {
    @Override
    public String kind() {
        return UnitKind.DEEPENING.wire();
    }

    @Override
    public Object body(ObjectNode state) {
        return DeepeningBody.of(state);
    }

    @Override
    public Map<String, String> basis(ObjectNode state) {
        Map<String, String> basis = new HashMap<>();
        if (state.path("fetched").isObject()) {
            basis.put("/fetched/bytes", "counted: bytes received from the source");
        }
        if (state.path("embedding").isObject()) {
            basis.put("/embedding/dimensions", "counted: the elements of the embedding's vector");
            Basis.giveEveryNumber(state.path("embedding").path("vector"), "/embedding/vector",
                    "measured: computed in process by " + state.path("embedding").path("model").asText(), basis);
        }
        return basis;
    }
}
