package svc.gateway.routes;

import org.springframework.stereotype.Component;

/** Entities, kept by the {@code facts} projection; their numbers (employees) are the recorder's. */
@Component
class EntityView extends PlainFactView {
    @Override
    public String kind() {
        return "entity";
    }

    @Override
    public String bodyType() {
        return "Entity";
    }
}
