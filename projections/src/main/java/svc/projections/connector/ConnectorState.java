package svc.projections.connector;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.List;
import svc.projections.bitemporal.UnitState;

/** An installed connector at one time: its kind, the kinds of action it offers, its address (http only), its place. */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ConnectorState(boolean present, String id, String connectorKind, List<String> actions, String address,
        String place) implements UnitState {
    static final ConnectorState ABSENT = new ConnectorState(false, null, null, null, null, null);

    ConnectorState installed(String id, String connectorKind, List<String> actions, String address, String place) {
        return new ConnectorState(true, id, connectorKind, actions, address, place);
    }

    ConnectorState ended() {
        return new ConnectorState(false, id, connectorKind, actions, address, place);
    }
}
