package svc.projections.connector;

import static svc.projections.bitemporal.OpMembers.text;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** An installed connector's state: installing states its kind, actions, address and place; a fact's end closes it. */
public final class ConnectorFold implements Fold<ConnectorState, JsonNode> {
    public static final String KIND = UnitKind.CONNECTOR.wire();

    @Override
    public Class<ConnectorState> type() {
        return ConnectorState.class;
    }

    @Override
    public Class<JsonNode> changeType() {
        return JsonNode.class;
    }

    @Override
    public ConnectorState absent() {
        return ConnectorState.ABSENT;
    }

    @Override
    public ConnectorState apply(ConnectorState state, JsonNode op) {
        return switch (op.path("op").asText()) {
            case "install" -> state.installed(text(op, "id"), text(op, "connector_kind"), actions(op),
                    text(op, "address"), text(op, "place"));
            case "end" -> state.ended();
            default -> throw new IllegalArgumentException("unknown connector change " + op);
        };
    }

    private static List<String> actions(JsonNode op) {
        List<String> actions = new ArrayList<>();
        op.path("actions").forEach(action -> actions.add(action.asText()));
        return List.copyOf(actions);
    }
}
