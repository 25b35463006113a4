package svc.projections.connector;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.List;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.NamedInOp;

/**
 * What a change point does to an installed connector: installing states its kind, actions, address and place; the
 * end of a fact's validity closes it.
 */
@NamedInOp
@JsonSubTypes({
        @JsonSubTypes.Type(value = ConnectorChange.Installed.class, name = "install"),
        @JsonSubTypes.Type(value = ConnectorChange.Ended.class, name = "end")})
sealed interface ConnectorChange extends Change<ConnectorState> {
    /** The actions come last because the stored change points have them last. */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record Installed(String id, String connectorKind, String address, String place, List<String> actions)
            implements ConnectorChange {
        @Override
        public ConnectorState applyTo(ConnectorState state) {
            return state.installed(id, connectorKind, actions, address, place);
        }
    }

    record Ended() implements ConnectorChange {
        @Override
        public ConnectorState applyTo(ConnectorState state) {
            return state.ended();
        }
    }
}
