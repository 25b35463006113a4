package svc.query.api;

import svc.projections.run.RunState;

/**
 * The ScrapeRun body: its key, where it is as the beat sees it and the reason it is there, since when, what it
 * scrapes, who moved it last (none for the beat), and its place.
 */
public record ScrapeRunBody(String key, String state, String reason, String since, String source, String movedBy,
        String place) {
    public static ScrapeRunBody of(RunState state) {
        return new ScrapeRunBody(state.key(), state.state(), state.reason(), state.since(), state.source(),
                state.movedBy(), state.place());
    }
}
