package svc.command.api;

import java.time.Instant;

/** A workflow is armed: from now on, new events that start it run its steps. */
public record WorkflowArmed(String unitId, String armedBy, Instant trueFrom) {
}
