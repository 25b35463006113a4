package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * A call starts a task: its route, the scope it runs in, who started it under which act mode and run, its input as
 * the route read it (JSON), the call's true-on date for what the task makes, and when it was accepted.
 */
public record QueueTask(
        @TargetAggregateIdentifier String unitId,
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
