package svc.command.api;

import java.time.Instant;

/** A task's work began (again, when resumed after its process stopped). */
public record TaskStarted(String unitId, boolean resumed, Instant at) {
}
