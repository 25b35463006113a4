package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * A person sets a run aside into the parked place, from {@code trueFrom}, seen from the call's scope.
 * {@code dateAsked} is false when the call gave no true-on date and {@code trueFrom} is simply the call's now.
 */
public record SetAsideRun(
        @TargetAggregateIdentifier String unitId,
        String callScope,
        String reason,
        String setAsideBy,
        Instant trueFrom,
        boolean dateAsked) {
}
