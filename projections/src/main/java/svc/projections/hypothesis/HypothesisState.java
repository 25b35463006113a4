package svc.projections.hypothesis;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import svc.projections.bitemporal.UnitState;

/**
 * A hypothesis at one time: its claim and place as recorded, and its standing ({@code under test} until settled) with
 * what it was settled on and by whom.
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record HypothesisState(boolean present, String id, String claim, String place, String standing, String on,
        String settledBy) implements UnitState {
    static final String UNDER_TEST = "under test";
    static final HypothesisState ABSENT = new HypothesisState(false, null, null, null, null, null, null);

    /** As recorded: present with this claim and place; a standing it had already is kept. */
    HypothesisState recorded(String id, String claim, String place) {
        return new HypothesisState(true, id, claim, place, standing == null ? UNDER_TEST : standing, on, settledBy);
    }

    HypothesisState settled(String standing, String on, String settledBy) {
        return new HypothesisState(present, id, claim, place, standing, on, settledBy);
    }

    HypothesisState ended() {
        return new HypothesisState(false, id, claim, place, standing, on, settledBy);
    }
}
