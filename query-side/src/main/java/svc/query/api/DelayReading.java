package svc.query.api;

import java.time.Duration;

/** One percentile of the delays, by nearest rank; {@code delay} is null when no lead was touched. */
public record DelayReading(String name, int percentile, Duration delay) {
}
