package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.UnitStates;

/** Entities, kept by the {@code facts} projection; their numbers (employees) are the recorder's. */
@Component
class EntityView extends PlainFactView {
    EntityView(UnitStates states) {
        super(states);
    }

    @Override
    public String kind() {
        return UnitKind.ENTITY.wire();
    }
}
