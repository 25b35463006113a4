package svc.gateway.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import svc.command.api.Standing;
import svc.command.api.StartsOn;
import svc.command.api.WorkflowStep;
import svc.gateway.envelope.Scope;
import svc.gateway.refusal.Refusal;

/**
 * Reads act/workflow's {@code workflow}: its id, name, what starts it and its steps. A workflow belongs to the
 * strategy of the call's scope; {@code strategy}, when given, must name it. Its state is not written: arming sets it.
 */
final class WorkflowReader {
    static final String AT = "/workflow";

    private WorkflowReader() {
    }

    record Definition(String id, String name, String startsOnText, StartsOn startsOn, List<WorkflowStep> steps) {
    }

    static Definition read(ObjectNode workflow, Scope scope) {
        Members members = new Members(workflow, AT, "Workflow")
                .only(List.of("id", "name", "starts_on", "steps", "strategy"));
        String id = members.id("id");
        if (id == null) {
            throw Refusal.invalidInput(members.pointer("id"), "'" + members.pointer("id") + "' is required.");
        }
        String name = members.requiredText("name");
        String startsOnText = members.requiredText("starts_on");
        StartsOn startsOn = StartsOn.parse(startsOnText).orElseThrow(() -> Refusal.invalidInput(
                members.pointer("starts_on"), "'" + members.pointer("starts_on") + "' must be one of "
                        + StartsOn.allowed() + "; got '" + startsOnText + "'."));
        String strategy = members.text("strategy");
        if (strategy != null && !strategy.equals(scope.strategy())) {
            throw Refusal.invalidInput(members.pointer("strategy"), "'" + members.pointer("strategy")
                    + "' names strategy " + strategy + " but the call's scope names strategy " + scope.strategy()
                    + "; a workflow belongs to the strategy of its scope.");
        }
        ArrayNode given = members.list("steps");
        if (given == null) {
            throw Refusal.invalidInput(members.pointer("steps"), "'" + members.pointer("steps") + "' is required.");
        }
        List<WorkflowStep> steps = new ArrayList<>();
        for (int i = 0; i < given.size(); i++) {
            steps.add(step(given.get(i), members.pointer("steps") + "/" + i));
        }
        return new Definition(id, name, startsOnText, startsOn, steps);
    }

    private static WorkflowStep step(JsonNode node, String at) {
        if (!node.isObject()) {
            throw Refusal.invalidInput(at, "'" + at + "' must be an object with a 'kind'.");
        }
        Members step = new Members((ObjectNode) node, at, "a step");
        String kind = step.requiredText("kind");
        return switch (kind) {
            case WorkflowStep.SETTLE -> {
                step.only(List.of("kind", "standing", "on"));
                yield WorkflowStep.settle(standing(step), step.requiredText("on"));
            }
            case WorkflowStep.NOTE -> {
                step.only(List.of("kind", "text"));
                yield WorkflowStep.note(step.requiredText("text"));
            }
            default -> throw Refusal.invalidInput(step.pointer("kind"), "'" + step.pointer("kind")
                    + "' must be one of " + WorkflowStep.KINDS + "; got '" + kind + "'.");
        };
    }

    private static Standing standing(Members step) {
        String standing = step.requiredText("standing");
        for (Standing value : Standing.values()) {
            if (value.wire().equals(standing)) {
                return value;
            }
        }
        throw Refusal.invalidInput(step.pointer("standing"), "'" + step.pointer("standing") + "' must be one of "
                + Standing.allowed() + "; got '" + standing + "'.");
    }
}
