package svc.command.api;

import java.time.Instant;

/** A move was done; {@code sourceId} is the source's own id for what was done, null when it gave none. */
public record MoveDone(String unitId, String sourceId, Instant trueFrom) {
}
