package svc.command.api;

import java.util.List;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * An accepted invitation gives its grants to the invitee on the invitation's place, beside what the invitee already
 * holds there.
 */
public record GiveInvitedGrants(
        @TargetAggregateIdentifier String grantId,
        String subject,
        String place,
        String invitation,
        List<String> grants,
        String givenBy) {
}
