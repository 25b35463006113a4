package svc.command.api;

import java.time.Instant;

/** A task was accepted and waits for the work plane; it holds all the work needs to run, again if need be. */
public record TaskQueued(
        String unitId,
        String tenant,
        String id,
        String route,
        String place,
        String subject,
        String mode,
        String run,
        String input,
        Instant trueOn,
        Instant at) {
}
