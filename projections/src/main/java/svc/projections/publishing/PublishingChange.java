package svc.projections.publishing;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.NamedInOp;

/**
 * What a change point does to a publishing: recording states its title, channel and place (and, the first time, that
 * it is published); withdrawal sets it withdrawn with the reason and who gave it; the end of a fact closes it.
 */
@NamedInOp
@JsonSubTypes({
        @JsonSubTypes.Type(value = PublishingChange.Recorded.class, name = "record"),
        @JsonSubTypes.Type(value = PublishingChange.Withdrawn.class, name = "withdraw"),
        @JsonSubTypes.Type(value = PublishingChange.Ended.class, name = "end")})
sealed interface PublishingChange extends Change<PublishingState> {
    record Recorded(String id, String title, String channel, String place) implements PublishingChange {
        @Override
        public PublishingState applyTo(PublishingState state) {
            return state.recorded(id, title, channel, place);
        }
    }

    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record Withdrawn(String reason, String withdrawnBy) implements PublishingChange {
        @Override
        public PublishingState applyTo(PublishingState state) {
            return state.withdrawn(reason, withdrawnBy);
        }
    }

    record Ended() implements PublishingChange {
        @Override
        public PublishingState applyTo(PublishingState state) {
            return state.ended();
        }
    }
}
