package svc.projections.move;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.Map;
import svc.projections.bitemporal.UnitState;

/**
 * A move at one time: what was asked of which installed connector, with the caller's arguments as given and where
 * each came from; where it stands (proposed or running, then done, failed or cancelled); the source's own id for what
 * was done or the reason it has none; who moved, under which task, and where.
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record MoveState(boolean present, String id, String installedConnector, String kindOfAction,
        JsonNode arguments, Map<String, String> argumentSources, String state, String by, String task, String place,
        String sourceId, String reason) implements UnitState {
    static final String NO_SOURCE_ID = "the source gave no id for what was done";
    static final MoveState ABSENT = new MoveState(false, null, null, null, null, null, null, null, null, null, null,
            null);

    /** As made, proposed or running: what was done or why not is not known yet. */
    MoveState made(String id, String installedConnector, String kindOfAction, JsonNode arguments,
            Map<String, String> argumentSources, String state, String by, String task, String place) {
        return new MoveState(true, id, installedConnector, kindOfAction, arguments, argumentSources, state, by, task,
                place, null, null);
    }

    /** Done; with no source id, the reason says so. */
    MoveState done(String sourceId) {
        return ended("done", sourceId, sourceId == null ? NO_SOURCE_ID : reason);
    }

    MoveState failed(String reason) {
        return ended("failed", sourceId, reason);
    }

    MoveState cancelled(String reason) {
        return ended("cancelled", sourceId, reason);
    }

    private MoveState ended(String state, String sourceId, String reason) {
        return new MoveState(present, id, installedConnector, kindOfAction, arguments, argumentSources, state, by,
                task, place, sourceId, reason);
    }
}
