package svc.query.api;

/**
 * The notices waiting to be sent to one target (a notification rule, by its unit id) in {@code tenant}: those of the
 * next message it will be sent. Answered as {@link PendingNotices}.
 */
public record FindPendingNotices(String tenant, String targetId) {
}
