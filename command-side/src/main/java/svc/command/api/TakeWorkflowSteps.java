package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * An armed workflow takes its steps for the event {@code trigger} (an event identifier) of a hypothesis. Taking them
 * again for the same trigger does nothing, so a redelivered event never runs a step twice. Answers the steps taken.
 */
public record TakeWorkflowSteps(
        @TargetAggregateIdentifier String unitId,
        String trigger,
        String hypothesisId,
        Instant trueFrom) {
}
