package svc.query.show;

import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.publishing.PublishingState;

/** Publishings, kept by the {@code publishings} projection. */
@Component
class PublishingView extends UnitView<PublishingState> {
    PublishingView() {
        super(PublishingState.class);
    }

    @Override
    public String kind() {
        return UnitKind.PUBLISHING.wire();
    }

    @Override
    Object body(PublishingState state) {
        return PublishingBody.of(state);
    }
}
