package svc.command.api;

import java.time.Instant;
import java.util.List;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Write a version of a workflow of a strategy, from {@code trueFrom}; {@code arm} arms it as well. What the caller
 * gave back of the workflow it read ({@code givenBack}) must match the workflow held.
 */
public record WriteWorkflow(
        @TargetAggregateIdentifier String unitId,
        String tenant,
        String id,
        String place,
        String strategy,
        String name,
        String startsOn,
        List<WorkflowStep> steps,
        boolean arm,
        WorkflowGivenBack givenBack,
        String by,
        Instant trueFrom) {
}
