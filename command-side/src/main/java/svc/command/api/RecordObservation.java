package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** An observation fact enters the record, or an existing one is re-stated from {@code trueFrom}. */
public record RecordObservation(
        @TargetAggregateIdentifier String unitId,
        String tenant,
        String id,
        String place,
        String source,
        String title,
        String text,
        Instant trueFrom,
        Instant trueTo) {
}
