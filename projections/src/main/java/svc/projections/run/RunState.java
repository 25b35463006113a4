package svc.projections.run;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import svc.projections.bitemporal.UnitState;

/**
 * A scrape run at one time: its key, source and place as recorded, and where it is as the beat sees it ({@code
 * waiting} until moved) with the reason, since when (an instant as text), and who moved it last (none for the beat).
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunState(boolean present, String key, String source, String place, String state, String reason,
        String since, String movedBy) implements UnitState {
    static final String WAITING = "waiting";
    static final String WAITS_FOR_THE_BEAT = "recorded; waits for the beat to take it up";
    static final RunState ABSENT = new RunState(false, null, null, null, null, null, null, null);

    /** As recorded: present with this key, source and place; the first time, waiting for the beat since then. */
    RunState recorded(String key, String source, String place, String from) {
        return state != null
                ? new RunState(true, key, source, place, state, reason, since, movedBy)
                : new RunState(true, key, source, place, WAITING, WAITS_FOR_THE_BEAT, from, movedBy);
    }

    RunState moved(String state, String reason, String since, String movedBy) {
        return new RunState(present, key, source, place, state, reason, since, movedBy);
    }

    RunState ended() {
        return new RunState(false, key, source, place, state, reason, since, movedBy);
    }
}
