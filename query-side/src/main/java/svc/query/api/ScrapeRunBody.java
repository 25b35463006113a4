package svc.query.api;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The ScrapeRun body: its key, where it is as the beat sees it and the reason it is there, since when, what it
 * scrapes, who moved it last (none for the beat), and its place.
 */
public record ScrapeRunBody(String key, String state, String reason, String since, String source, String movedBy,
        String place) {
    public static ScrapeRunBody of(ObjectNode state) {
        return new ScrapeRunBody(text(state, "key"), text(state, "state"), text(state, "reason"),
                text(state, "since"), text(state, "source"), text(state, "moved_by"), text(state, "place"));
    }

    private static String text(ObjectNode state, String member) {
        return state.hasNonNull(member) ? state.get(member).asText() : null;
    }
}
