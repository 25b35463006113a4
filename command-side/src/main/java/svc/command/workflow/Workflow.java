package svc.command.workflow;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.RuleBroken;
import svc.command.api.TakeWorkflowSteps;
import svc.command.api.WorkflowArmed;
import svc.command.api.WorkflowStep;
import svc.command.api.WorkflowStepTaken;
import svc.command.api.WorkflowWritten;
import svc.command.api.WriteWorkflow;

/**
 * A workflow of a strategy. Each write that changes it is a new version; once armed it stays armed, and it takes its
 * steps at most once for each event that starts it. A write giving back a version or state other than the one held
 * is refused.
 */
@Aggregate
class Workflow {
    @AggregateIdentifier
    private String unitId;
    private String place;
    private long version;
    private Definition definition;
    private boolean armed;
    private Instant armedSince;
    private final Set<String> triggers = new HashSet<>();

    Workflow() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(WriteWorkflow command) {
        if (place != null && !place.equals(command.place())) {
            throw new RuleBroken("place_fixed", "workflow " + command.id()
                    + " belongs to another strategy; a workflow's strategy does not change");
        }
        command.givenBack().check(command.id(), version, armed, armedSince);
        Definition asked = new Definition(command.strategy(), command.name(), command.startsOn(), command.steps());
        if (!asked.equals(definition)) {
            apply(new WorkflowWritten(command.unitId(), command.tenant(), command.id(), command.place(),
                    command.strategy(), command.name(), command.startsOn(), command.steps(), version + 1,
                    command.trueFrom()));
        }
        if (command.arm() && !armed) {
            apply(new WorkflowArmed(command.unitId(), command.by(), command.trueFrom()));
        }
    }

    @CommandHandler
    List<WorkflowStep> handle(TakeWorkflowSteps command) {
        if (!armed || triggers.contains(command.trigger())) {
            return List.of();
        }
        for (int i = 0; i < definition.steps().size(); i++) {
            apply(new WorkflowStepTaken(command.unitId(), command.trigger(), command.hypothesisId(), i,
                    definition.steps().get(i), command.trueFrom()));
        }
        return definition.steps();
    }

    @EventSourcingHandler
    void on(WorkflowWritten event) {
        unitId = event.unitId();
        place = event.place();
        version = event.version();
        definition = new Definition(event.strategy(), event.name(), event.startsOn(), event.steps());
    }

    @EventSourcingHandler
    void on(WorkflowArmed event) {
        armed = true;
        armedSince = event.trueFrom();
    }

    @EventSourcingHandler
    void on(WorkflowStepTaken event) {
        triggers.add(event.trigger());
    }

    private record Definition(String strategy, String name, String startsOn, List<WorkflowStep> steps) {
    }
}
