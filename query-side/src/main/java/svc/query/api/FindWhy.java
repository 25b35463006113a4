package svc.query.api;

import java.time.Instant;

/** The chain of reasons behind a unit as known on {@code knownOn}. */
public record FindWhy(String unitId, String callScope, Instant knownOn) {
}
