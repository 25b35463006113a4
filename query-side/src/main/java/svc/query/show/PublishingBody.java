package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** The Publishing body: what was published on which channel, whether it is withdrawn, why and by whom, and where. */
record PublishingBody(String id, String title, String channel, String state, String reason, String withdrawnBy,
        String place) {
    static PublishingBody of(ObjectNode state) {
        return new PublishingBody(text(state, "id"), text(state, "title"), text(state, "channel"),
                text(state, "state"), text(state, "reason"), text(state, "withdrawn_by"), text(state, "place"));
    }

    private static String text(ObjectNode state, String member) {
        return state.hasNonNull(member) ? state.get(member).asText() : null;
    }
}
