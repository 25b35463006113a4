package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Entities, kept by the {@code facts} projection; their numbers (employees) are the recorder's. */
@Component
class EntityView extends PlainFactView {
    @Override
    public String kind() {
        return UnitKind.ENTITY.wire();
    }
}
