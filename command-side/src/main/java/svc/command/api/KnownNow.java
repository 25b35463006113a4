package svc.command.api;

import java.time.Instant;

/**
 * "Known now" after a change committed: a time no earlier than the recorded time of any change committed before it
 * was asked, so an answer about a change is never read as known before that change.
 */
public interface KnownNow {
    Instant now();

    /**
     * Known now on the node that just committed a change recorded at {@code recorded}, without asking the database:
     * no earlier than that change, nor than any change committed before it (each took the clock before it, so
     * recorded an earlier time). A change another node commits meanwhile may be recorded later than this, and is
     * then not known on it, which is true of it.
     */
    Instant after(Instant recorded);
}
