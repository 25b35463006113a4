package svc.query.api;

import java.time.Instant;

/** The tasks of every tenant that stand queued or running on {@code at}, as known now: what the work plane owes. */
public record FindUnfinishedTasks(Instant at) {
}
