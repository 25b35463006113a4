package svc.command.api;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * When a rule sends a notice that arose at a time: at once for digest {@code none}, at the next whole hour for
 * {@code hourly}, at the next midnight for {@code daily} (whole hours and midnights on the wall clock of the quiet
 * hours' zone, UTC without one); a time inside the quiet hours moves to their end. A time already on the hour (or at
 * midnight) is its own slot, so every notice of one hour shares one slot.
 */
public final class NoticeSchedule {
    public static final String NONE = "none";
    public static final String HOURLY = "hourly";
    public static final String DAILY = "daily";

    private NoticeSchedule() {
    }

    public static Instant slot(Instant arose, String digest, Optional<QuietHours> quiet) {
        ZoneId zone = quiet.map(QuietHours::zone).orElse(ZoneOffset.UTC);
        Instant at = switch (digest) {
            case HOURLY -> upTo(arose.atZone(zone), ChronoUnit.HOURS);
            case DAILY -> upTo(arose.atZone(zone), ChronoUnit.DAYS);
            case NONE -> arose;
            default -> throw new IllegalArgumentException("unknown digest " + digest);
        };
        return quiet.filter(hours -> hours.holds(at)).map(hours -> hours.endAfter(at)).orElse(at);
    }

    public static Instant slot(Instant arose, String digest, String quietHours) {
        return slot(arose, digest, QuietHours.parse(quietHours));
    }

    private static Instant upTo(ZonedDateTime at, ChronoUnit unit) {
        ZonedDateTime start = unit == ChronoUnit.DAYS ? at.toLocalDate().atStartOfDay(at.getZone())
                : at.truncatedTo(unit);
        if (start.toInstant().equals(at.toInstant())) {
            return at.toInstant();
        }
        return unit == ChronoUnit.DAYS ? at.toLocalDate().plusDays(1).atStartOfDay(at.getZone()).toInstant()
                : start.plusHours(1).toInstant();
    }
}
