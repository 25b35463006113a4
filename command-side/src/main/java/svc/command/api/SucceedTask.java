package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** The work made its result, the unit {@code resultKind}/{@code resultId}. */
public record SucceedTask(@TargetAggregateIdentifier String unitId, String resultKind, String resultId,
        Instant at) {
}
