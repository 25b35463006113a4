package svc.command.api;

import java.time.Instant;

/** A task's work got this far. */
public record TaskProgressed(String unitId, double progress, String note, Instant at) {
}
