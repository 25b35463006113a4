package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** A person settles where a hypothesis stands, from {@code trueFrom}, seen from the call's scope. */
public record SettleHypothesis(
        @TargetAggregateIdentifier String unitId,
        String callScope,
        Standing standing,
        String on,
        String settledBy,
        Instant trueFrom) {
}
