package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.UnitStates;

/** Connections between entities, kept by the {@code facts} projection. */
@Component
class ConnectionView extends PlainFactView {
    ConnectionView(UnitStates states) {
        super(states);
    }

    @Override
    public String kind() {
        return UnitKind.CONNECTION.wire();
    }
}
