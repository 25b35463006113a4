package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** A hypothesis fact enters the record, or an existing one is re-stated from {@code trueFrom}. */
public record RecordHypothesis(
        @TargetAggregateIdentifier String unitId,
        String tenant,
        String id,
        String place,
        String claim,
        Instant trueFrom,
        Instant trueTo) {
}
