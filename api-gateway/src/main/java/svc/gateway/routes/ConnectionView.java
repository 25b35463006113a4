package svc.gateway.routes;

import org.springframework.stereotype.Component;

/** Connections between entities, kept by the {@code facts} projection. */
@Component
class ConnectionView extends PlainFactView {
    @Override
    public String kind() {
        return "connection";
    }

    @Override
    public String bodyType() {
        return "Connection";
    }
}
