package svc.workers.connect;

import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.gateway.connect.Installed;
import svc.workers.tasks.TaskRun;

/**
 * One kind of installed connector: how a move's action is done through it. Adding a kind is one bean of this type
 * (and, if the gateway should refuse arguments it could never act on, a {@code ConnectorArguments} of the same kind).
 */
interface Connector {
    /** The {@code connector_kind} of the connectors this one serves. */
    String kind();

    /**
     * Does the move's action, or throws {@link ConnectorFailed} with a reason a person can read. What it returns is
     * recorded in one transaction with the move's completion.
     */
    ConnectorDone act(Installed connector, String move, ObjectNode arguments, TaskRun run);
}
