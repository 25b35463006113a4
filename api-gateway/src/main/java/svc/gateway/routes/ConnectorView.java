package svc.gateway.routes;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.springframework.stereotype.Component;

/** Installed connectors, kept by the {@code connectors} projection. */
@Component
class ConnectorView implements UnitView {
    @Override
    public String kind() {
        return "connector";
    }

    @Override
    public String processor() {
        return "connectors";
    }

    @Override
    public String bodyType() {
        return "Connector";
    }

    @Override
    public Object body(ObjectNode state) {
        return ConnectorBody.of(state);
    }
}
