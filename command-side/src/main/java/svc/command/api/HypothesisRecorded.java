package svc.command.api;

import java.time.Instant;

/** A hypothesis is true from {@code trueFrom} (until {@code trueTo}, when given) with this claim. */
public record HypothesisRecorded(
        String unitId,
        String tenant,
        String id,
        String place,
        String claim,
        Instant trueFrom,
        Instant trueTo) {
}
