package svc.command.api;

import java.time.Instant;
import java.util.List;

/** A version of a workflow: what starts it and the steps it takes, at the place of its strategy. */
public record WorkflowWritten(
        String unitId,
        String tenant,
        String id,
        String place,
        String strategy,
        String name,
        String startsOn,
        List<WorkflowStep> steps,
        long version,
        Instant trueFrom) {
}
