package svc.gateway.connect;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import svc.command.api.MakeMove;
import svc.command.api.RuleBroken;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.dispatch.Call;
import svc.gateway.facts.Commands;
import svc.gateway.inputs.ActThroughConnectorInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.gateway.work.TaskRoute;
import svc.gateway.work.TaskUnits;
import svc.gateway.work.Tasks;

/**
 * act/act_through_connector: a Move through an installed connector, recorded when the call is accepted, proposed or
 * running by the act mode of the caller's grant. The workers' {@code ConnectorJob} calls the connector for a running
 * move; a proposed one waits.
 */
@Component
class ActThroughConnectorRoute extends TaskRoute<ActThroughConnectorInput> {
    private final InstalledConnectors installed;
    private final Map<String, ConnectorArguments> arguments;
    private final Commands commands;

    ActThroughConnectorRoute(Tasks tasks, InstalledConnectors installed, List<ConnectorArguments> arguments,
            Commands commands) {
        super(tasks);
        this.installed = installed;
        this.arguments = arguments.stream()
                .collect(Collectors.toMap(ConnectorArguments::kind, Function.identity()));
        this.commands = commands;
    }

    @Override
    public Route route() {
        return Register.ACT_THROUGH_CONNECTOR;
    }

    @Override
    protected void accept(ActThroughConnectorInput input, Call call, String task) {
        Installed connector = installed.reached(call.tenant(), call.envelope().scope().path(),
                input.installedConnector(), call.envelope().trueOn()).orElseThrow(Refusal::notFound);
        if (!connector.actions().contains(input.kindOfAction())) {
            throw new RuleBroken("offered_action", "connector " + connector.id()
                    + " offers " + connector.actions() + ", not '" + input.kindOfAction() + "'");
        }
        ObjectNode given = JsonNodeFactory.instance.objectNode();
        given.setAll(input.arguments());
        ConnectorArguments check = arguments.get(connector.connectorKind());
        if (check != null) {
            check.check(given, call);
        }
        String move = TaskUnits.move(task);
        commands.send(new MakeMove(UnitIds.of(call.tenant(), UnitKind.MOVE, move), call.tenant(), move, task,
                connector.id(), input.kindOfAction(), given, input.argumentSources(), call.subject(),
                call.envelope().scope().path(), call.mode(), call.envelope().trueOn()), call,
                "moved through connector " + connector.id() + ": " + input.kindOfAction());
    }
}
