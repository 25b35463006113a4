package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Installed connectors, kept by the {@code connectors} projection. */
@Component
class ConnectorView implements UnitView {
    @Override
    public String kind() {
        return UnitKind.CONNECTOR.wire();
    }

    @Override
    public Object body(ObjectNode state) {
        return ConnectorBody.of(state);
    }
}
