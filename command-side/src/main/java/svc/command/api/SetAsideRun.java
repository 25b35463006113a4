package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** A person sets a run aside into the parked place, from {@code trueFrom}, seen from the call's scope. */
public record SetAsideRun(
        @TargetAggregateIdentifier String unitId,
        String callScope,
        String reason,
        String setAsideBy,
        Instant trueFrom) {
}
