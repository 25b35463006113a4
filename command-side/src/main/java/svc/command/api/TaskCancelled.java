package svc.command.api;

import java.time.Instant;

/** A task was stopped by a person before it finished; nothing more of its work is recorded. */
public record TaskCancelled(String unitId, String by, Instant at) {
}
