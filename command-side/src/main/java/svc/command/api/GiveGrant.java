package svc.command.api;

import java.util.List;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Give a subject grants on a place; the place and everything nested below it. */
public record GiveGrant(
        @TargetAggregateIdentifier String grantId,
        String subject,
        String place,
        List<String> grants,
        String mode,
        String givenBy) {
}
