package svc.projections.connector;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.JsonFold;

/** An installed connector's state: installing states its kind, actions, address and place; a fact's end closes it. */
public final class ConnectorFold extends JsonFold {
    public static final String KIND = UnitKind.CONNECTOR.wire();

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        ObjectNode next = state.deepCopy();
        switch (op.path("op").asText()) {
            case "install" -> JsonFold.stated(next, op, "id", "connector_kind", "actions", "address", "place");
            case "end" -> next.put("present", false);
            default -> throw new IllegalArgumentException("unknown connector change " + op);
        }
        return next;
    }
}
