package svc.command.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.Generate.frequency;
import static org.quicktheories.generators.Generate.longRange;
import static org.quicktheories.generators.Generate.oneOf;
import static org.quicktheories.generators.Generate.pick;
import static org.quicktheories.generators.Generate.range;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;

/**
 * What holds of every slot a rule's notice is given: never before the notice arose, never inside the quiet hours, on a
 * whole hour or a midnight of the quiet hours' zone unless moved to their end, and shared by notices of one hour (or
 * one day). Instants are drawn mostly around the daylight-saving days of 2026 in Lisbon and New York, where a day has
 * 23 or 25 hours. Each property runs on 2,000 examples.
 */
class NoticeScheduleProperties {
    private static final List<ZoneId> ZONES = List.of(ZoneOffset.UTC, ZoneId.of("Europe/Lisbon"),
        ZoneId.of("America/New_York"), ZoneId.of("Asia/Kolkata"), ZoneId.of("Australia/Lord_Howe"));
    private static final List<Instant> DST_DAYS = List.of(Instant.parse("2026-03-29T00:00:00Z"),
        Instant.parse("2026-10-25T00:00:00Z"), Instant.parse("2026-03-08T00:00:00Z"),
        Instant.parse("2026-11-01T00:00:00Z"));
    private static final int TRIES = 2000;

    @Test
    void aSlotIsNeverBeforeTheNoticeArose() {
        qt().withExamples(TRIES)
                .forAll(instants(), digests(), quiet())
                .checkAssert((arose, digest, quiet) ->
                        assertThat(NoticeSchedule.slot(arose, digest, quiet)).isAfterOrEqualTo(arose));
    }

    /**
     * The one exception: quiet hours that leave free only an hour the clock skips (03:00-02:00 in New York on the
     * day 02:00 becomes 03:00) have no free moment that day, and the notice goes at their end, read as the clock does.
     */
    @Test
    void aSlotIsNeverInsideTheQuietHours() {
        qt().withExamples(TRIES)
                .forAll(instants(), digests(), someQuiet())
                .checkAssert((arose, digest, quiet) -> {
                    Instant slot = NoticeSchedule.slot(arose, digest, Optional.of(quiet));
                    assertThat(quiet.holds(slot) && !(isQuietEnd(slot, Optional.of(quiet)) && skipped(slot, quiet)))
                            .as("%s (%s) inside %s", slot, slot.atZone(quiet.zone()), quiet).isFalse();
                });
    }

    @Test
    void anHourlySlotIsOnAWholeHourOfTheZoneUnlessMovedToTheQuietEnd() {
        qt().withExamples(TRIES)
                .forAll(instants(), quiet())
                .checkAssert((arose, quiet) -> {
                    Instant slot = NoticeSchedule.slot(arose, NoticeSchedule.HOURLY, quiet);
                    ZonedDateTime local = slot.atZone(zoneOf(quiet));
                    assertThat(local.truncatedTo(ChronoUnit.HOURS).toInstant().equals(slot) || isQuietEnd(slot, quiet))
                            .as("%s (%s) is on a whole hour or an end of %s", slot, local, quiet).isTrue();
                });
    }

    @Test
    void aDailySlotIsAtAMidnightOfTheZoneUnlessMovedToTheQuietEnd() {
        qt().withExamples(TRIES)
                .forAll(instants(), quiet())
                .checkAssert((arose, quiet) -> {
                    Instant slot = NoticeSchedule.slot(arose, NoticeSchedule.DAILY, quiet);
                    ZonedDateTime local = slot.atZone(zoneOf(quiet));
                    assertThat(local.toLocalDate().atStartOfDay(local.getZone()).toInstant().equals(slot)
                            || isQuietEnd(slot, quiet))
                            .as("%s (%s) is at the start of a day or an end of %s", slot, local, quiet).isTrue();
                });
    }

    @Test
    void aSlotGivenNoDigestAndNoQuietHoursIsTheMomentItArose() {
        qt().withExamples(TRIES)
                .forAll(instants())
                .checkAssert(arose ->
                        assertThat(NoticeSchedule.slot(arose, NoticeSchedule.NONE, Optional.empty())).isEqualTo(arose));
    }

    /**
     * An hour's notices: those after its start, up to and including its end (a notice on the hour is its own). The
     * offsets that leave the hour (one of the 23 or 25 of a daylight-saving day) are drawn again.
     */
    @Test
    void twoNoticesOfOneHourShareTheirHourlySlot() {
        qt().withExamples(TRIES)
                .forAll(instants(), intoAnHour(), intoAnHour(), quiet())
                .assuming((at, first, second, quiet) -> {
                    ZonedDateTime hour = hourOf(at, quiet);
                    return hourBefore(hour.toInstant().plusNanos(first), hour.getZone()).equals(hour)
                            && hourBefore(hour.toInstant().plusNanos(second), hour.getZone()).equals(hour);
                })
                .checkAssert((at, first, second, quiet) -> {
                    Instant start = hourOf(at, quiet).toInstant();
                    assertThat(NoticeSchedule.slot(start.plusNanos(second), NoticeSchedule.HOURLY, quiet))
                            .isEqualTo(NoticeSchedule.slot(start.plusNanos(first), NoticeSchedule.HOURLY, quiet));
                });
    }

    @Test
    void twoNoticesOfOneDayShareTheirDailySlot() {
        qt().withExamples(TRIES)
                .forAll(instants(), intoADay(), intoADay(), quiet())
                .assuming((at, first, second, quiet) -> {
                    ZoneId zone = zoneOf(quiet);
                    LocalDate day = at.atZone(zone).toLocalDate();
                    Instant start = day.atStartOfDay(zone).toInstant();
                    return dayBefore(start.plusNanos(first), zone).equals(day)
                            && dayBefore(start.plusNanos(second), zone).equals(day);
                })
                .checkAssert((at, first, second, quiet) -> {
                    ZoneId zone = zoneOf(quiet);
                    Instant start = at.atZone(zone).toLocalDate().atStartOfDay(zone).toInstant();
                    assertThat(NoticeSchedule.slot(start.plusNanos(second), NoticeSchedule.DAILY, quiet))
                            .isEqualTo(NoticeSchedule.slot(start.plusNanos(first), NoticeSchedule.DAILY, quiet));
                });
    }

    private static ZonedDateTime hourOf(Instant at, Optional<QuietHours> quiet) {
        return at.atZone(zoneOf(quiet)).truncatedTo(ChronoUnit.HOURS);
    }

    private static ZonedDateTime hourBefore(Instant at, ZoneId zone) {
        return at.minusNanos(1).atZone(zone).truncatedTo(ChronoUnit.HOURS);
    }

    private static LocalDate dayBefore(Instant at, ZoneId zone) {
        return at.minusNanos(1).atZone(zone).toLocalDate();
    }

    @Test
    void theQuietEndAfterAnInstantIsLaterAndNotQuiet() {
        qt().withExamples(TRIES)
                .forAll(instants(), someQuiet())
                .checkAssert((at, quiet) -> {
                    Instant end = quiet.endAfter(at);
                    assertThat(end).isAfter(at).isBeforeOrEqualTo(at.plus(26, ChronoUnit.HOURS));
                    assertThat(quiet.holds(end) && !skipped(end, quiet)).as("%s inside %s", end, quiet).isFalse();
                });
    }

    /** Whether the end the clock shows is not the one named: the named one fell in an hour the clock skipped. */
    private static boolean skipped(Instant end, QuietHours quiet) {
        return !end.atZone(quiet.zone()).toLocalTime().equals(quiet.end());
    }

    /** Whether the slot is an end of the quiet hours: the first end after the moment just before it. */
    private static boolean isQuietEnd(Instant slot, Optional<QuietHours> quiet) {
        return quiet.map(hours -> hours.endAfter(slot.minusNanos(1)).equals(slot)).orElse(false);
    }

    private static ZoneId zoneOf(Optional<QuietHours> quiet) {
        return quiet.map(QuietHours::zone).orElse(ZoneOffset.UTC);
    }

    /** Half within a few days of a daylight-saving change, the rest anywhere in 2020-2031 (a fifth on a whole hour). */
    private static Gen<Instant> instants() {
        Gen<Instant> nearDst = pick(DST_DAYS).zip(longRange(-36 * 3600L, 60 * 3600L), pick(List.of(0, 1, 500_000_000)),
                (day, seconds, nanos) -> day.plusSeconds(seconds).plusNanos(nanos));
        Gen<Instant> anywhere = longRange(Instant.parse("2020-01-01T00:00:00Z").getEpochSecond(),
                Instant.parse("2032-01-01T00:00:00Z").getEpochSecond())
                .map(seconds -> Instant.ofEpochSecond(seconds));
        Gen<Instant> onTheHour = anywhere.map(at -> at.truncatedTo(ChronoUnit.HOURS));
        return frequency(Pair.of(5, nearDst), Pair.of(3, anywhere), Pair.of(2, onTheHour));
    }

    private static Gen<String> digests() {
        return pick(List.of(NoticeSchedule.NONE, NoticeSchedule.HOURLY, NoticeSchedule.DAILY));
    }

    private static Gen<QuietHours> someQuiet() {
        Gen<LocalTime> times = oneOf(range(0, 23).map(hour -> LocalTime.of(hour, 0)),
                range(0, 24 * 60 - 1).map(minute -> LocalTime.of(minute / 60, minute % 60)));
        return times.zip(times, pick(ZONES), QuietHours::new)
                .assuming(quiet -> !quiet.start().equals(quiet.end()));
    }

    /** Quiet hours four times in five. */
    private static Gen<Optional<QuietHours>> quiet() {
        return someQuiet().toOptionals(20);
    }

    private static Gen<Long> intoAnHour() {
        long hour = 3_600_000_000_000L;
        return oneOf(longRange(1, hour), pick(List.of(1L, hour - 1, hour)));
    }

    private static Gen<Long> intoADay() {
        long hour = 3_600_000_000_000L;
        return oneOf(longRange(1, 25 * hour), pick(List.of(1L, 23 * hour, 24 * hour)));
    }
}
