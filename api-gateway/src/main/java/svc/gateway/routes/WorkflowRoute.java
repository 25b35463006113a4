package svc.gateway.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Optional;
import org.axonframework.queryhandling.QueryGateway;
import org.springframework.stereotype.Component;
import svc.command.api.ActOutcome;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.WriteWorkflow;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.WorkflowDo;
import svc.gateway.inputs.WorkflowInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.gateway.wire.WireJson;
import svc.query.api.PreviewAnswer;
import svc.query.api.PreviewWorkflow;

/**
 * act/workflow: {@code write} writes a version of a workflow of the scope's strategy, {@code arm} writes it (when it
 * changed) and arms it, {@code preview} runs it over the history of the strategy's place and records nothing.
 */
@Component
class WorkflowRoute implements ActHandler<WorkflowInput> {
    private final Commands commands;
    private final Reads reads;
    private final QueryGateway queries;
    private final WireJson wire;

    WorkflowRoute(Commands commands, Reads reads, QueryGateway queries, WireJson wire) {
        this.commands = commands;
        this.reads = reads;
        this.queries = queries;
        this.wire = wire;
    }

    @Override
    public Route route() {
        return Register.ACT_WORKFLOW;
    }

    @Override
    public ActOutcome act(WorkflowInput input, Call call) {
        WorkflowReader.Definition definition = WorkflowReader.read(input.workflow(), call.envelope().scope());
        if (input.action() == WorkflowDo.PREVIEW) {
            return ActOutcome.ofBody(wire.tree(preview(input, definition, call)), call.envelope().trueOn());
        }
        boolean arm = input.action() == WorkflowDo.ARM;
        commands.send(new WriteWorkflow(UnitIds.of(call.tenant(), UnitKind.WORKFLOW, definition.id()), call.tenant(),
                definition.id(), call.envelope().scope().path(), call.envelope().scope().strategy(),
                definition.name(), definition.startsOnText(), definition.steps(), arm, definition.givenBack(),
                call.subject(), call.envelope().trueOn()), call,
                "workflow " + definition.id() + (arm ? " armed" : " written"));
        return ActOutcome.ofUnit(UnitKind.WORKFLOW, definition.id(), call.envelope().trueOn());
    }

    @Override
    public Answer answer(ActOutcome outcome, Call call) {
        if (outcome.body() != null) {
            return new Answer(outcome.body(), WorkflowAnswer.basis(outcome.body()));
        }
        ObjectNode workflow = held(outcome.unitId(), call).orElseThrow(Refusal::notFound);
        JsonNode body = wire.tree(new WorkflowAnswer(workflow, workflow.path("version").asLong(), null));
        return new Answer(body, WorkflowAnswer.basis(body));
    }

    private WorkflowAnswer preview(WorkflowInput input, WorkflowReader.Definition definition, Call call) {
        Optional<ObjectNode> held = held(definition.id(), call);
        JsonNode heldState = held.map(h -> h.path("state")).orElse(JsonNodeFactory.instance.objectNode());
        String heldSince = heldState.path("since").asText(null);
        definition.givenBack().check(definition.id(), held.map(h -> h.path("version").asLong()).orElse(0L),
                heldState.path("ready").asBoolean(false), heldSince == null ? null : Instant.parse(heldSince));
        ObjectNode workflow = JsonNodeFactory.instance.objectNode()
                .put("id", definition.id())
                .put("name", definition.name())
                .put("starts_on", definition.startsOnText());
        // From the workflow, where the steps are declared a list of their sealed type: a bare list of them is written
        // without each step's kind.
        workflow.set("steps", wire.tree(input.workflow()).get("steps"));
        workflow.put("strategy", call.envelope().scope().strategy());
        workflow.set("state", held.map(h -> h.get("state")).orElseGet(() -> JsonNodeFactory.instance.objectNode()
                .put("ready", false).putNull("since")));
        PreviewAnswer preview = queries.query(new PreviewWorkflow(call.tenant(), call.envelope().scope().path(),
                definition.startsOn(), definition.steps(), call.envelope().knownOn()), PreviewAnswer.class).join();
        return new WorkflowAnswer(workflow, held.map(h -> h.path("version").asLong()).orElse(null),
                preview.steps());
    }

    private Optional<ObjectNode> held(String id, Call call) {
        return reads.unit(UnitKind.WORKFLOW, id, call, call.envelope().trueOn(), call.envelope().knownOn())
                .map(answer -> (ObjectNode) answer.body());
    }
}
