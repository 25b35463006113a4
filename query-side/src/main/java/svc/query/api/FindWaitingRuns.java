package svc.query.api;

import java.time.Instant;

/** The runs of every tenant waiting on {@code at}, as known now: what the beat takes up. */
public record FindWaitingRuns(Instant at) {
}
