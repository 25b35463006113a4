package svc.query.api;

import java.time.Instant;
import java.util.List;
import svc.command.api.StartsOn;
import svc.command.api.WorkflowStep;

/** What a workflow would have done over the history of its strategy's place, as known on {@code knownOn}. */
public record PreviewWorkflow(String tenant, String place, StartsOn startsOn, List<WorkflowStep> steps,
        Instant knownOn) {
}
