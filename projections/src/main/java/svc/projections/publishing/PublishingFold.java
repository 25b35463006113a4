package svc.projections.publishing;

import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** A publishing's state, folded from its changes ({@link PublishingChange}). */
public final class PublishingFold implements Fold<PublishingState, PublishingChange> {
    public static final String KIND = UnitKind.PUBLISHING.wire();

    @Override
    public Class<PublishingState> type() {
        return PublishingState.class;
    }

    @Override
    public Class<PublishingChange> changeType() {
        return PublishingChange.class;
    }

    @Override
    public PublishingState absent() {
        return PublishingState.ABSENT;
    }
}
