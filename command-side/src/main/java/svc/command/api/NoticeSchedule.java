package svc.command.api;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
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

    /**
     * The first whole hour (or midnight) of the wall clock at or after the time. Counted on the wall clock, not the
     * timeline: where the clock turns back by half an hour (Lord Howe), the hour after the last whole hour by the
     * timeline is a half hour of the wall, and can lie before the time. A wall time the clock shows twice is a slot
     * each time; one it skips is read as the clock reads it, moved on by the length of the gap.
     */
    private static Instant upTo(ZonedDateTime at, ChronoUnit unit) {
        LocalDateTime wall = unit == ChronoUnit.DAYS ? at.toLocalDate().atStartOfDay()
                : at.toLocalDateTime().truncatedTo(unit);
        while (true) {
            for (Instant slot : onTheWall(wall, at.getZone())) {
                if (!slot.isBefore(at.toInstant())) {
                    return slot;
                }
            }
            wall = wall.plus(1, unit);
        }
    }

    /** Every moment the zone's clock shows this wall time, earliest first. */
    private static List<Instant> onTheWall(LocalDateTime wall, ZoneId zone) {
        List<ZoneOffset> offsets = zone.getRules().getValidOffsets(wall);
        if (offsets.isEmpty()) {
            return List.of(ZonedDateTime.ofLocal(wall, zone, null).toInstant());
        }
        return offsets.stream().map(wall::toInstant).sorted().toList();
    }
}
