package svc.gateway.inputs;

import java.time.Instant;

/** A span of time, from inclusive to exclusive. */
public record Window(Instant from, Instant to) {
}
