package svc.projections.publishing;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import svc.projections.bitemporal.UnitState;

/**
 * A publishing at one time: its title, channel and place as recorded, and its state ({@code published} until
 * withdrawn) with the reason it was withdrawn and who withdrew it.
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PublishingState(boolean present, String id, String title, String channel, String place, String state,
        String reason, String withdrawnBy) implements UnitState {
    static final String PUBLISHED = "published";
    static final String WITHDRAWN = "withdrawn";
    static final PublishingState ABSENT = new PublishingState(false, null, null, null, null, null, null, null);

    /** As recorded: present with this title, channel and place; a state it had already (withdrawn) is kept. */
    PublishingState recorded(String id, String title, String channel, String place) {
        return new PublishingState(true, id, title, channel, place, state == null ? PUBLISHED : state, reason,
                withdrawnBy);
    }

    PublishingState withdrawn(String reason, String withdrawnBy) {
        return new PublishingState(present, id, title, channel, place, WITHDRAWN, reason, withdrawnBy);
    }

    PublishingState ended() {
        return new PublishingState(false, id, title, channel, place, state, reason, withdrawnBy);
    }
}
