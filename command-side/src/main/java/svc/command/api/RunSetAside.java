package svc.command.api;

import java.time.Instant;

/** A run moved into the parked place, with the reason its mover gave; it holds from {@code trueFrom}. */
public record RunSetAside(String unitId, String reason, String setAsideBy, Instant trueFrom) {
}
