package svc.gateway.app;

/** read/feed: the events after the platform's global index {@code after} (none: from the start), a page at a time. */
public record FeedInput(Long after, Integer limit) {
}
