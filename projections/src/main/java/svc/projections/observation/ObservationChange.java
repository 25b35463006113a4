package svc.projections.observation;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.NamedInOp;

/**
 * What a change point does to an observation: recording states its source, title, text and place; the end of a fact
 * closes it.
 */
@NamedInOp
@JsonSubTypes({
        @JsonSubTypes.Type(value = ObservationChange.Recorded.class, name = "record"),
        @JsonSubTypes.Type(value = ObservationChange.Ended.class, name = "end")})
sealed interface ObservationChange extends Change<ObservationState> {
    record Recorded(String id, String source, String title, String text, String place) implements ObservationChange {
        @Override
        public ObservationState applyTo(ObservationState state) {
            return state.recorded(id, source, title, text, place);
        }
    }

    record Ended() implements ObservationChange {
        @Override
        public ObservationState applyTo(ObservationState state) {
            return state.ended();
        }
    }
}
