package svc.projections.deepening;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.NamedInOp;
import svc.projections.deepening.DeepeningState.AskedBy;
import svc.projections.deepening.DeepeningState.Embedding;
import svc.projections.deepening.DeepeningState.Fetched;

/** What a change point does to a deepening: it is made once, with everything it carries; nothing changes it after. */
@NamedInOp
@JsonSubTypes(@JsonSubTypes.Type(value = DeepeningChange.Made.class, name = "make"))
sealed interface DeepeningChange extends Change<DeepeningState> {
    /**
     * What was fetched and embedded, none for what the depth did not ask. Who asked and what came of it come last
     * because the stored change points have them last.
     */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record Made(String id, String observation, String depth, String task, String place, AskedBy askedBy,
            Fetched fetched, Embedding embedding) implements DeepeningChange {
        @Override
        public DeepeningState applyTo(DeepeningState state) {
            return DeepeningState.made(id, observation, depth, askedBy, task, place, fetched, embedding);
        }
    }
}
