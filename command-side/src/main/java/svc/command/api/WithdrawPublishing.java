package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** A person withdraws a publishing from {@code trueFrom}, with a reason, seen from the call's scope. */
public record WithdrawPublishing(
        @TargetAggregateIdentifier String unitId,
        String callScope,
        String reason,
        String withdrawnBy,
        Instant trueFrom) {
}
