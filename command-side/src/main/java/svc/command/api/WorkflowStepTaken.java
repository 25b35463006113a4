package svc.command.api;

import java.time.Instant;

/** An armed workflow took step {@code index} for the event {@code trigger} of hypothesis {@code hypothesisId}. */
public record WorkflowStepTaken(
        String unitId,
        String trigger,
        String hypothesisId,
        int index,
        WorkflowStep step,
        Instant trueFrom) {
}
