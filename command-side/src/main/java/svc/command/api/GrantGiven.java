package svc.command.api;

import java.util.List;

/** A subject holds these grants on a place (replacing what it held there before), with the act mode. */
public record GrantGiven(
        String grantId,
        String subject,
        String place,
        List<String> grants,
        String mode,
        String givenBy) {
}
