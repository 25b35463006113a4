package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** A scrape run fact enters the record (its id is the run's key), or an existing one is re-stated. */
public record RecordRun(
        @TargetAggregateIdentifier String unitId,
        String tenant,
        String key,
        String place,
        String source,
        Instant trueFrom,
        Instant trueTo) {
}
