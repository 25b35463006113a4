package svc.query.api;

import java.time.Instant;

/**
 * One link of a chain of reasons: an event, who caused it through which route and run, and the kind of cause
 * ({@code person's call}, {@code recorded fact}, {@code armed workflow}).
 */
public record Reason(String event, long seq, Instant trueFrom, Instant knownOn, String by, String route,
        String run, String cause, String says) {
}
