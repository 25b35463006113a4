package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Observations, kept by the {@code observations} projection. */
@Component
class ObservationView implements UnitView {
    @Override
    public String kind() {
        return UnitKind.OBSERVATION.wire();
    }

    @Override
    public Object body(ObjectNode state) {
        return ObservationBody.of(state);
    }
}
