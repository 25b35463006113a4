package svc.command.api;

import java.time.Instant;

/** A scrape run is true from {@code trueFrom} (until {@code trueTo}, when given), scraping {@code source}. */
public record RunRecorded(
        String unitId,
        String tenant,
        String key,
        String place,
        String source,
        Instant trueFrom,
        Instant trueTo) {
}
