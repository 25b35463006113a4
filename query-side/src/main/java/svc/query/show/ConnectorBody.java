package svc.query.show;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The Connector body: an installed connector, the kinds of action it offers, its address (http only), and where. */
record ConnectorBody(String id, String connectorKind, JsonNode actions, String address, String place) {
    static ConnectorBody of(ObjectNode state) {
        return new ConnectorBody(state.path("id").asText(), state.path("connector_kind").asText(),
                state.get("actions"), state.hasNonNull("address") ? state.get("address").asText() : null,
                state.path("place").asText());
    }
}
