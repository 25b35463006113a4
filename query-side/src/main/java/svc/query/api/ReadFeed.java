package svc.query.api;

/**
 * read/feed: the platform's log for {@code tenant}, in log order, from the event after global index {@code after},
 * at most {@code limit} events; answered as a {@link Reading} of a {@link FeedPage}.
 */
public record ReadFeed(String tenant, long after, int limit) {
}
