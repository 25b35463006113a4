package svc.command.api;

import java.time.Instant;

/** A publishing was withdrawn, by whom and why; it holds from {@code trueFrom}. */
public record PublishingWithdrawn(String unitId, String reason, String withdrawnBy, Instant trueFrom) {
}
