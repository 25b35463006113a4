package svc.command.api;

import java.util.List;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Withdraw some of the grants a subject holds on a place; the rest, and the act mode, stay. */
public record WithdrawGrant(
        @TargetAggregateIdentifier String grantId,
        List<String> grants,
        String withdrawnBy) {
}
