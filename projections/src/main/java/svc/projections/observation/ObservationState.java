package svc.projections.observation;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import svc.projections.bitemporal.UnitState;

/** An observation at one time: where it was seen, its title and what was seen in words (when given), its place. */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ObservationState(boolean present, String id, String source, String title, String text, String place)
        implements UnitState {
    static final ObservationState ABSENT = new ObservationState(false, null, null, null, null, null);

    ObservationState recorded(String id, String source, String title, String text, String place) {
        return new ObservationState(true, id, source, title, text, place);
    }

    ObservationState ended() {
        return new ObservationState(false, id, source, title, text, place);
    }
}
