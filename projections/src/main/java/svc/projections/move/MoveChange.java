package svc.projections.move;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.Map;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.NamedInOp;

/**
 * What a change point does to a move: making it states what was asked of which connector, by whom, for which task,
 * and whether it waits (proposed) or runs; it then ends done with the source's own id, failed or cancelled with a
 * reason.
 */
@NamedInOp
@JsonSubTypes({
        @JsonSubTypes.Type(value = MoveChange.Made.class, name = "make"),
        @JsonSubTypes.Type(value = MoveChange.Done.class, name = "done"),
        @JsonSubTypes.Type(value = MoveChange.Failed.class, name = "fail"),
        @JsonSubTypes.Type(value = MoveChange.Cancelled.class, name = "cancel")})
sealed interface MoveChange extends Change<MoveState> {
    /**
     * Proposed or running, as {@code state} says. The arguments are the caller's JSON as given; they and their
     * sources come last because the stored change points have them last.
     */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record Made(String id, String installedConnector, String kindOfAction, String state, String by, String task,
            String place, JsonNode arguments, Map<String, String> argumentSources) implements MoveChange {
        @Override
        public MoveState applyTo(MoveState move) {
            return move.made(id, installedConnector, kindOfAction, arguments, argumentSources, state, by, task, place);
        }
    }

    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record Done(String sourceId) implements MoveChange {
        @Override
        public MoveState applyTo(MoveState move) {
            return move.done(sourceId);
        }
    }

    record Failed(String reason) implements MoveChange {
        @Override
        public MoveState applyTo(MoveState move) {
            return move.failed(reason);
        }
    }

    record Cancelled(String reason) implements MoveChange {
        @Override
        public MoveState applyTo(MoveState move) {
            return move.cancelled(reason);
        }
    }
}
