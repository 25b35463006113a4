package svc.command.api;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rule's quiet hours: a span of the day in a time zone, {@code HH:MM-HH:MM} and optionally a space and an IANA zone
 * ({@code 22:00-07:00 Europe/Lisbon}); UTC when no zone is named. A span whose end is earlier wraps midnight.
 */
public record QuietHours(LocalTime start, LocalTime end, ZoneId zone) {
    private static final Pattern TEXT =
            Pattern.compile("((?:[01]\\d|2[0-3]):[0-5]\\d)-((?:[01]\\d|2[0-3]):[0-5]\\d)(?: (\\S+))?");

    public static final String SHAPE = "HH:MM-HH:MM with distinct ends, then optionally a space and a time zone "
            + "(such as 22:00-07:00 Europe/Lisbon; UTC when none is named)";

    /** The quiet hours the text names, or empty when it is not of {@link #SHAPE}. */
    public static Optional<QuietHours> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Matcher matcher = TEXT.matcher(text);
        if (!matcher.matches()) {
            return Optional.empty();
        }
        LocalTime start = LocalTime.parse(matcher.group(1));
        LocalTime end = LocalTime.parse(matcher.group(2));
        if (start.equals(end)) {
            return Optional.empty();
        }
        try {
            ZoneId zone = matcher.group(3) == null ? ZoneOffset.UTC : ZoneId.of(matcher.group(3));
            return Optional.of(new QuietHours(start, end, zone));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    /** Whether the instant falls inside the quiet hours, read on the wall clock of the zone. */
    public boolean holds(Instant at) {
        LocalTime time = at.atZone(zone).toLocalTime();
        return start.isBefore(end)
                ? !time.isBefore(start) && time.isBefore(end)
                : !time.isBefore(start) || time.isBefore(end);
    }

    /** The first end of the quiet hours after the instant. */
    public Instant endAfter(Instant at) {
        ZonedDateTime local = at.atZone(zone);
        ZonedDateTime end = ZonedDateTime.of(local.toLocalDate(), this.end, zone);
        while (!end.toInstant().isAfter(at)) {
            end = ZonedDateTime.of(end.toLocalDate().plusDays(1), this.end, zone);
        }
        return end.toInstant();
    }
}
