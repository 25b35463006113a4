package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.connector.ConnectorState;

/** Installed connectors, kept by the {@code connectors} projection. */
@Component
class ConnectorView extends UnitView<ConnectorState> {
    ConnectorView() {
        super(ConnectorState.class);
    }

    @Override
    public String kind() {
        return UnitKind.CONNECTOR.wire();
    }

    @Override
    Object body(ConnectorState state) {
        return ConnectorBody.of(state);
    }
}
