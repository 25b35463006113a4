package svc.command.api;

import java.util.List;

/**
 * An accepted invitation gave a subject {@code grants} on a place (only those not held there before); {@code held} is
 * everything the subject now holds there, with the act mode.
 */
public record InvitedGrantsGiven(
        String grantId,
        String subject,
        String place,
        String invitation,
        List<String> grants,
        List<String> held,
        String mode,
        String givenBy) {
}
