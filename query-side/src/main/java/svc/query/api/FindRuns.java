package svc.query.api;

import java.time.Instant;

/** The scrape runs of a tenant that lie within {@code callScope}, as true on {@code trueOn} and known on {@code knownOn}. */
public record FindRuns(String tenant, String callScope, Instant trueOn, Instant knownOn) {
}
