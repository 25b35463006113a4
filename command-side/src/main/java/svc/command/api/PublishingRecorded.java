package svc.command.api;

import java.time.Instant;

/** A publishing with this title on this channel is true from {@code trueFrom} (until {@code trueTo}, when given). */
public record PublishingRecorded(
        String unitId,
        String tenant,
        String id,
        String place,
        String title,
        String channel,
        Instant trueFrom,
        Instant trueTo) {
}
