package svc.projections.hypothesis;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.NamedInOp;

/**
 * What a change point does to a hypothesis: recording states its claim and place (and opens it, {@code under test}
 * until settled), settling sets its standing with who and on what, and the end of a fact's validity closes it.
 */
@NamedInOp
@JsonSubTypes({
        @JsonSubTypes.Type(value = HypothesisChange.Recorded.class, name = "record"),
        @JsonSubTypes.Type(value = HypothesisChange.Settled.class, name = "settle"),
        @JsonSubTypes.Type(value = HypothesisChange.Ended.class, name = "end")})
sealed interface HypothesisChange extends Change<HypothesisState> {
    record Recorded(String id, String claim, String place) implements HypothesisChange {
        @Override
        public HypothesisState applyTo(HypothesisState state) {
            return state.recorded(id, claim, place);
        }
    }

    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record Settled(String standing, String on, String settledBy) implements HypothesisChange {
        @Override
        public HypothesisState applyTo(HypothesisState state) {
            return state.settled(standing, on, settledBy);
        }
    }

    record Ended() implements HypothesisChange {
        @Override
        public HypothesisState applyTo(HypothesisState state) {
            return state.ended();
        }
    }
}
