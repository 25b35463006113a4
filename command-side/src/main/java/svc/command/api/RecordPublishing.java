package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** A publishing fact enters the record, or an existing one is re-stated from {@code trueFrom}. */
public record RecordPublishing(
        @TargetAggregateIdentifier String unitId,
        String tenant,
        String id,
        String place,
        String title,
        String channel,
        Instant trueFrom,
        Instant trueTo) {
}
