package svc.command.api;

import java.time.Instant;

/** A task ended without its result, for this reason. */
public record TaskFailed(String unitId, String error, Instant at) {
}
