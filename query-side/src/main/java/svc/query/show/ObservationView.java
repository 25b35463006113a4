package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.observation.ObservationState;

/** Observations, kept by the {@code observations} projection. */
@Component
class ObservationView extends UnitView<ObservationState> {
    ObservationView() {
        super(ObservationState.class);
    }

    @Override
    public String kind() {
        return UnitKind.OBSERVATION.wire();
    }

    @Override
    Object body(ObservationState state) {
        return ObservationBody.of(state);
    }
}
