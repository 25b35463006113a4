package svc.projections.workflow;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import svc.projections.bitemporal.UnitState;

/**
 * A workflow at one time: its latest version as written (its strategy, name, what starts it and its steps in their
 * wire form), and whether it is ready, since the date it was armed from.
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record WorkflowState(boolean present, String id, String place, String strategy, String name, String startsOn,
        JsonNode steps, long version, Readiness state) implements UnitState {
    static final WorkflowState ABSENT = new WorkflowState(false, null, null, null, null, null, null, 0, null);

    /** Not ready until armed; then ready since the date it was armed from. {@code since} is kept even when null. */
    public record Readiness(boolean ready, String since) {
        static final Readiness NOT_READY = new Readiness(false, null);
    }

    /** A version written; a readiness it had already is kept. */
    WorkflowState written(String id, String place, String strategy, String name, String startsOn, JsonNode steps,
            long version) {
        return new WorkflowState(true, id, place, strategy, name, startsOn, steps, version,
                state == null ? Readiness.NOT_READY : state);
    }

    WorkflowState armed(String since) {
        return new WorkflowState(present, id, place, strategy, name, startsOn, steps, version,
                new Readiness(true, since));
    }
}
