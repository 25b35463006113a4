package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** The Observation body: where it was seen, its title and what was seen in words, and its place. */
record ObservationBody(String id, String source, String title, String text, String place) {
    static ObservationBody of(ObjectNode state) {
        return new ObservationBody(text(state, "id"), text(state, "source"), text(state, "title"),
                text(state, "text"), text(state, "place"));
    }

    private static String text(ObjectNode state, String member) {
        return state.hasNonNull(member) ? state.get(member).asText() : null;
    }
}
