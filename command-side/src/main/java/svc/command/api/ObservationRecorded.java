package svc.command.api;

import java.time.Instant;

/**
 * Something was observed at {@code source}, with a title and what was seen in words when given; true from
 * {@code trueFrom} (until {@code trueTo}, when given).
 */
public record ObservationRecorded(
        String unitId,
        String tenant,
        String id,
        String place,
        String source,
        String title,
        String text,
        Instant trueFrom,
        Instant trueTo) {
}
