package svc.workers.connect;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import svc.command.api.EndMove;
import svc.command.api.FailMove;
import svc.command.api.RecordMoveDone;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.gateway.connect.Installed;
import svc.gateway.connect.InstalledConnectors;
import svc.gateway.inputs.ActThroughConnectorInput;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.gateway.work.TaskUnits;
import svc.workers.tasks.TaskJob;
import svc.workers.tasks.TaskRun;

/**
 * The work of act/act_through_connector: a running move's task calls the connector and records the source's own id
 * for what was done; a proposed move's task ends at once, and the move waits for someone to run it.
 */
@Component
class ConnectorJob implements TaskJob<ActThroughConnectorInput> {
    private final InstalledConnectors installed;
    private final Map<String, Connector> connectors;

    ConnectorJob(InstalledConnectors installed, List<Connector> connectors) {
        this.installed = installed;
        this.connectors = connectors.stream().collect(Collectors.toMap(Connector::kind, Function.identity()));
    }

    @Override
    public Route route() {
        return Register.ACT_THROUGH_CONNECTOR;
    }

    @Override
    public void run(ActThroughConnectorInput input, TaskRun run) {
        String move = TaskUnits.move(run.task());
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

    /** A connector's action may have effects outside the platform: done twice, it is done twice. */
    @Override
    public boolean resumable() {
        return false;
    }

    @Override
    public void ended(ActThroughConnectorInput input, TaskRun run, String state, String why) {
        run.send(new EndMove(UnitIds.of(run.tenant(), UnitKind.MOVE, TaskUnits.move(run.task())), state, why),
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
