package svc.query.api;

import java.util.List;

/** A page of the feed: its events in log order, the index to ask after next, and whether more are waiting. */
public record FeedPage(List<FeedEvent> events, long next, boolean more) {
}
