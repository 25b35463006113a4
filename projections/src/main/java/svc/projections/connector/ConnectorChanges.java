package svc.projections.connector;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import svc.command.api.ConnectorInstalled;
import svc.projections.bitemporal.ChangePoint;

/** Connector events as change points for the bitemporal store. */
final class ConnectorChanges {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ConnectorChanges() {
    }

    static List<ChangePoint> of(ConnectorInstalled event) {
        ObjectNode install = NODES.objectNode().put("op", "install").put("id", event.id())
                .put("connector_kind", event.connectorKind()).put("address", event.address())
                .put("place", event.place());
        event.actions().forEach(install.putArray("actions")::add);
        return ChangePoint.trueFromTo(event.trueFrom(), install, event.trueTo(),
                JsonNodeFactory.instance.objectNode().put("op", "end"));
    }
}
