package svc.command.api;

import java.time.Instant;

/** A move was cancelled before it finished, for this reason. */
public record MoveCancelled(String unitId, String reason, Instant trueFrom) {
}
