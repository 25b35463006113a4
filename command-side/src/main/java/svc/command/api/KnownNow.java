package svc.command.api;

import java.time.Instant;

/**
 * "Known now" after a change committed: a time no earlier than the recorded time of any change committed before it
 * was asked, so an answer about a change is never read as known before that change.
 */
public interface KnownNow {
    Instant now();
}
