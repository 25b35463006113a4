package svc.query.api;

import java.time.Instant;

/**
 * The members one hop from an entity through connections of one kind (and one role, when given), as true on
 * {@code trueOn} and known on {@code knownOn}, on the line of {@code callScope}; at most {@code cap} of them.
 */
public record FindNeighbours(String tenant, String callScope, String entity, String kind, String role, int cap,
        Instant trueOn, Instant knownOn) {
}
