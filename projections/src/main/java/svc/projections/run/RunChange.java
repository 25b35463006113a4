package svc.projections.run;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.NamedInOp;

/**
 * What a change point does to a scrape run: recording states its key, source and place (and, the first time, that it
 * waits for the beat); each move sets its state with the reason and the time it holds from; the end of a fact closes
 * it.
 */
@NamedInOp
@JsonSubTypes({
        @JsonSubTypes.Type(value = RunChange.Recorded.class, name = "record"),
        @JsonSubTypes.Type(value = RunChange.Moved.class, name = "move"),
        @JsonSubTypes.Type(value = RunChange.Ended.class, name = "end")})
sealed interface RunChange extends Change<RunState> {
    /** {@code since} is the instant it holds from, as text. */
    record Recorded(String key, String source, String place, String since) implements RunChange {
        @Override
        public RunState applyTo(RunState state) {
            return state.recorded(key, source, place, since);
        }
    }

    /** To {@code taken_up} by the beat (no one moved it) or {@code parked} by whoever set it aside. */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record Moved(String state, String reason, String since, String movedBy) implements RunChange {
        @Override
        public RunState applyTo(RunState before) {
            return before.moved(state, reason, since, movedBy);
        }
    }

    record Ended() implements RunChange {
        @Override
        public RunState applyTo(RunState state) {
            return state.ended();
        }
    }
}
