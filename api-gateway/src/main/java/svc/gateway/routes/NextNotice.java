package svc.gateway.routes;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;

/**
 * When a rule's next notice goes out, read on a date: at once for digest {@code none}, at the next whole hour for
 * {@code hourly}, at the next midnight UTC for {@code daily}; a time inside the quiet hours moves to their end.
 */
final class NextNotice {
    private NextNotice() {
    }

    static Instant at(String digest, String quietHours, Instant on) {
        Instant at = switch (digest) {
            case "hourly" -> upTo(on, ChronoUnit.HOURS);
            case "daily" -> upTo(on, ChronoUnit.DAYS);
            default -> on;
        };
        return quietHours == null ? at : pastQuiet(at, quietHours);
    }

    private static Instant upTo(Instant on, ChronoUnit unit) {
        Instant start = on.truncatedTo(unit);
        return start.equals(on) ? on : start.plus(1, unit);
    }

    private static Instant pastQuiet(Instant at, String quietHours) {
        LocalTime start = LocalTime.parse(quietHours.substring(0, 5));
        LocalTime end = LocalTime.parse(quietHours.substring(6));
        LocalTime time = at.atOffset(ZoneOffset.UTC).toLocalTime();
        boolean quiet = start.isBefore(end)
                ? !time.isBefore(start) && time.isBefore(end)
                : !time.isBefore(start) || time.isBefore(end);
        if (!quiet) {
            return at;
        }
        Instant endToday = at.truncatedTo(ChronoUnit.DAYS).plus(Duration.ofSeconds(end.toSecondOfDay()));
        return endToday.isAfter(at) ? endToday : endToday.plus(1, ChronoUnit.DAYS);
    }
}
