package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;

/** Publishings, kept by the {@code publishings} projection. */
@Component
class PublishingView implements UnitView {
    @Override
    public String kind() {
        return UnitKind.PUBLISHING.wire();
    }

    @Override
    public Object body(ObjectNode state) {
        return PublishingBody.of(state);
    }
}
