package svc.command.api;

import java.time.Instant;

/** A move failed, for this reason. */
public record MoveFailed(String unitId, String reason, Instant trueFrom) {
}
