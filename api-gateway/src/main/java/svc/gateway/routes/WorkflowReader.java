package svc.gateway.routes;

import java.util.List;
import svc.command.api.StartsOn;
import svc.command.api.WorkflowGivenBack;
import svc.command.api.WorkflowStep;
import svc.gateway.envelope.Scope;
import svc.gateway.inputs.UnitIdText;
import svc.gateway.inputs.WorkflowGiven;
import svc.gateway.inputs.WorkflowStepGiven;
import svc.gateway.refusal.Refusal;

/**
 * Reads act/workflow's {@code workflow}: its id, name, what starts it, its steps, and what was given back of a read
 * (version, state). A workflow belongs to the strategy of the call's scope; {@code strategy}, when given, must name
 * it. A workflow given without an id is named by its strategy and its name: writing it again by the same name is a
 * new version of the same workflow, and arming it arms that one.
 */
final class WorkflowReader {
    static final String AT = "/workflow";

    private WorkflowReader() {
    }

    record Definition(String id, String name, String startsOnText, StartsOn startsOn, List<WorkflowStep> steps,
            WorkflowGivenBack givenBack) {
    }

    static Definition read(WorkflowGiven workflow, Scope scope) {
        if (workflow.strategy() != null && !workflow.strategy().equals(scope.strategy())) {
            throw Refusal.invalidInput(AT + "/strategy", "'" + AT + "/strategy' names strategy "
                    + workflow.strategy() + " but the call's scope names strategy " + scope.strategy()
                    + "; a workflow belongs to the strategy of its scope.");
        }
        String id = workflow.id() != null ? workflow.id()
                : UnitIdText.derive("wf", scope.path() + "\n" + workflow.name());
        WorkflowGivenBack givenBack = workflow.state() == null
                ? new WorkflowGivenBack(workflow.version(), null, null, false)
                : new WorkflowGivenBack(workflow.version(), workflow.state().ready(), workflow.state().since(), true);
        return new Definition(id, workflow.name(), workflow.startsOn().wire(), workflow.startsOn().startsOn(),
                workflow.steps().stream().map(WorkflowStepGiven::step).toList(), givenBack);
    }
}
