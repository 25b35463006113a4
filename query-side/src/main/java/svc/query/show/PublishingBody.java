package svc.query.show;

import svc.projections.publishing.PublishingState;

/** The Publishing body: what was published on which channel, whether it is withdrawn, why and by whom, and where. */
record PublishingBody(String id, String title, String channel, String state, String reason, String withdrawnBy,
        String place) {
    static PublishingBody of(PublishingState state) {
        return new PublishingBody(state.id(), state.title(), state.channel(), state.state(), state.reason(),
                state.withdrawnBy(), state.place());
    }
}
