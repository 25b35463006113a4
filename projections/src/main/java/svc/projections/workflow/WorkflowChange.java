package svc.projections.workflow;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.NamedInOp;

/**
 * What a change point does to a workflow: writing states its latest version (its steps in their wire form), and its
 * {@code state} is not ready until armed, then ready since the date it was armed from. A step it took leaves its
 * state as it was.
 */
@NamedInOp
@JsonSubTypes({
        @JsonSubTypes.Type(value = WorkflowChange.Written.class, name = "write"),
        @JsonSubTypes.Type(value = WorkflowChange.Armed.class, name = "arm")})
sealed interface WorkflowChange extends Change<WorkflowState> {
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record Written(String id, String place, String strategy, String name, String startsOn, long version,
            JsonNode steps) implements WorkflowChange {
        @Override
        public WorkflowState applyTo(WorkflowState state) {
            return state.written(id, place, strategy, name, startsOn, steps, version);
        }
    }

    /** {@code since} is the instant it is armed from, as text. */
    record Armed(String since) implements WorkflowChange {
        @Override
        public WorkflowState applyTo(WorkflowState state) {
            return state.armed(since);
        }
    }
}
