package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Connections between entities, kept by the {@code facts} projection. */
@Component
class ConnectionView extends PlainFactView {
    @Override
    public String kind() {
        return UnitKind.CONNECTION.wire();
    }
}
