package svc.query.api;

import java.time.Instant;

/** A market twin and what it names (its vertical, entities, strategy and its workflows), all on the same dates. */
public record FindMarketTwin(String tenant, String callScope, String twin, Instant trueOn, Instant knownOn) {
}
