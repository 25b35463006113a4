package svc.gateway.connect;

import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.gateway.dispatch.Call;

/**
 * What one kind of connector takes as a move's arguments, checked when the call is accepted: arguments the kind could
 * never act on are refused there, with a pointer under {@code /arguments}. A kind that passes any JSON object on to
 * its source has none of these.
 */
interface ConnectorArguments {
    /** The {@code connector_kind} whose arguments this checks. */
    String kind();

    void check(ObjectNode arguments, Call call);
}
