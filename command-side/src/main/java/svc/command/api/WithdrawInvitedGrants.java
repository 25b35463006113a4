package svc.command.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** A revoked invitation takes back the grants it gave that the subject still holds. */
public record WithdrawInvitedGrants(
        @TargetAggregateIdentifier String grantId,
        String invitation,
        String withdrawnBy) {
}
