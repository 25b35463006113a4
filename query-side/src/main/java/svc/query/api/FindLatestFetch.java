package svc.query.api;

import java.time.Instant;

/**
 * The deepening of {@code observation} (in {@code tenant}) whose fetch is the latest, as true on {@code trueOn} and
 * known on {@code knownOn}; answered as a {@link UnitAnswer}, empty when none fetched it.
 */
public record FindLatestFetch(String tenant, String observation, Instant trueOn, Instant knownOn) {
}
