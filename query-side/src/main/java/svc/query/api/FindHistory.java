package svc.query.api;

import java.time.Instant;

/** Every event of a unit known on {@code knownOn}, oldest first, if the unit lies within {@code callScope}. */
public record FindHistory(String unitId, String callScope, Instant knownOn) {
}
