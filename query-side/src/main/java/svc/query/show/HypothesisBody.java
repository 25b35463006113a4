package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** The Hypothesis body: a claim with a standing, who settled it and on what, and where it lives. */
record HypothesisBody(String id, String claim, String standing, String on, String settledBy, String place) {
    static HypothesisBody of(ObjectNode state) {
        return new HypothesisBody(text(state, "id"), text(state, "claim"), text(state, "standing"),
                text(state, "on"), text(state, "settled_by"), text(state, "place"));
    }

    private static String text(ObjectNode state, String member) {
        return state.hasNonNull(member) ? state.get(member).asText() : null;
    }
}
