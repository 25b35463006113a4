package svc.command.api;

import java.time.Instant;

/** A waiting run was taken up by the beat; it holds from {@code trueFrom}. */
public record RunTakenUp(String unitId, String reason, Instant trueFrom) {
}
