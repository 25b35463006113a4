package svc.gateway.connect;

import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.gateway.dispatch.Call;
import svc.gateway.work.TaskRun;

/** One kind of installed connector: how a move's action is done through it. Adding a kind is one bean of this type. */
interface Connector {
    /** The {@code connector_kind} of the connectors this one serves. */
    String kind();

    /**
     * Refuses at the call, with a pointer under {@code /arguments}, arguments this kind could never act on; a kind
     * that passes any JSON object on to its source refuses none.
     */
    default void check(ObjectNode arguments, Call call) {
    }

    /**
     * Does the move's action, or throws {@link ConnectorFailed} with a reason a person can read. What it returns is
     * recorded in one transaction with the move's completion.
     */
    ConnectorDone act(Installed connector, String move, ObjectNode arguments, TaskRun run);
}
