package svc.command.api;

import java.util.List;

/** A subject no longer holds {@code grants} on a place; {@code held} is what it still holds there, with the mode. */
public record GrantWithdrawn(
        String grantId,
        String subject,
        String place,
        List<String> grants,
        List<String> held,
        String mode,
        String withdrawnBy) {
}
