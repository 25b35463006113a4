package svc.query.show;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import svc.projections.connector.ConnectorState;

/** The Connector body: an installed connector, the kinds of action it offers, its address (http only), and where. */
record ConnectorBody(String id, String connectorKind, JsonNode actions, String address, String place) {
    static ConnectorBody of(ConnectorState state) {
        // The register describes actions as any JSON, from this record's own component type.
        ArrayNode actions = JsonNodeFactory.instance.arrayNode();
        state.actions().forEach(actions::add);
        return new ConnectorBody(state.id(), state.connectorKind(), actions, state.address(), state.place());
    }
}
