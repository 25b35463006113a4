package svc.gateway.connect;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import svc.command.api.EndMove;
import svc.command.api.FailMove;
import svc.command.api.MakeMove;
import svc.command.api.RecordMoveDone;
import svc.command.api.RuleBroken;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.ActThroughConnectorInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.work.TaskRoute;
import svc.gateway.work.TaskRun;
import svc.gateway.work.Tasks;

/**
 * act/act_through_connector: a Move through an installed connector, recorded when the call is accepted, proposed or
 * running by the act mode of the caller's grant. A running move's task calls the connector and records the source's
 * own id for what was done; a proposed one waits, and its task ends at once.
 */
@Component
class ActThroughConnectorRoute extends TaskRoute<ActThroughConnectorInput> {
    private final InstalledConnectors installed;
    private final Map<String, Connector> connectors;
    private final Commands commands;

    ActThroughConnectorRoute(Tasks tasks, InstalledConnectors installed, List<Connector> connectors,
            Commands commands) {
        super(tasks);
        this.installed = installed;
        this.connectors = connectors.stream().collect(Collectors.toMap(Connector::kind, Function.identity()));
        this.commands = commands;
    }

    @Override
    public String route() {
        return "act/act_through_connector";
    }

    /** A move's id is its task's, so the task's work and its end find the move from the task alone. */
    static String moveOf(String task) {
        return "mv_" + task.substring("tk_".length());
    }

    @Override
    protected void accept(ActThroughConnectorInput input, Call call, String task) {
        Installed connector = installed.reached(call.tenant(), call.envelope().scope().path(),
                input.installedConnector(), call.envelope().trueOn()).orElseThrow(Refusal::notFound);
        if (!connector.actions().contains(input.kindOfAction())) {
            throw new RuleBroken("offered_action", "/kind_of_action", "connector " + connector.id()
                    + " offers " + connector.actions() + ", not '" + input.kindOfAction() + "'");
        }
        ObjectNode arguments = arguments(input);
        connectorOf(connector).check(arguments, call);
        String move = moveOf(task);
        commands.send(new MakeMove(UnitIds.of(call.tenant(), UnitKind.MOVE, move), call.tenant(), move, task,
                connector.id(), input.kindOfAction(), arguments, input.argumentSources(), call.subject(),
                call.envelope().scope().path(), call.mode(), call.envelope().trueOn()), call,
                "moved through connector " + connector.id() + ": " + input.kindOfAction());
    }

    @Override
    public void run(ActThroughConnectorInput input, TaskRun run) {
        String move = moveOf(run.task());
        String unitId = UnitIds.of(run.tenant(), UnitKind.MOVE, move);
        if ("propose".equals(run.mode())) {
            run.finish("move", move, () -> {
            });
            return;
        }
        try {
            Installed connector = installed.reached(run.tenant(), run.place(), input.installedConnector(),
                    run.trueOn()).orElseThrow(() -> new ConnectorFailed("connector " + input.installedConnector()
                            + " is no longer installed where the move was made"));
            run.progress(0.1, "calling connector " + connector.id() + " for " + input.kindOfAction());
            ConnectorDone done = connectorOf(connector).act(connector, move, arguments(input), run);
            run.progress(0.9, "connector " + connector.id() + " did " + input.kindOfAction());
            run.finish("move", move, () -> {
                done.record().run();
                run.send(new RecordMoveDone(unitId, done.sourceId()), "connector " + connector.id() + " did it"
                        + (done.sourceId() == null ? "; the source gave no id" : " as " + done.sourceId()));
            });
        } catch (ConnectorFailed failed) {
            run.send(new FailMove(unitId, failed.getMessage()), "the connector failed: " + failed.getMessage());
            throw failed;
        }
    }

    @Override
    public boolean resumable() {
        return false;
    }

    @Override
    public void ended(ActThroughConnectorInput input, TaskRun run, String state, String why) {
        run.send(new EndMove(UnitIds.of(run.tenant(), UnitKind.MOVE, moveOf(run.task())), state, why),
                "its task ended " + state + ": " + why);
    }

    private Connector connectorOf(Installed connector) {
        Connector kind = connectors.get(connector.connectorKind());
        if (kind == null) {
            throw new IllegalStateException("no connector serves kind " + connector.connectorKind());
        }
        return kind;
    }

    private static ObjectNode arguments(ActThroughConnectorInput input) {
        ObjectNode arguments = JsonNodeFactory.instance.objectNode();
        arguments.setAll(input.arguments());
        return arguments;
    }
}
