package svc.query.api;

import java.time.Instant;
import java.util.List;

/**
 * The next message waiting for a target: when it is due ({@code at}, null when nothing waits) and its notices in
 * recorded order.
 */
public record PendingNotices(Instant at, List<Notice> notices) {
    /** One notice waiting: its type, the unit it is about, and when what it tells of was recorded. */
    public record Notice(String type, String unitKind, String unitId, Instant recordedAt) {
    }

    public static PendingNotices none() {
        return new PendingNotices(null, List.of());
    }
}
