package svc.command.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * What holds of every slot a rule's notice is given: never before the notice arose, never inside the quiet hours, on a
 * whole hour or a midnight of the quiet hours' zone unless moved to their end, and shared by notices of one hour (or
 * one day). Instants are drawn mostly around the daylight-saving days of 2026 in Lisbon and New York, where a day has
 * 23 or 25 hours.
 */
class NoticeScheduleProperties {
    private static final ZoneId[] ZONES = {ZoneOffset.UTC, ZoneId.of("Europe/Lisbon"),
        ZoneId.of("America/New_York"), ZoneId.of("Asia/Kolkata"), ZoneId.of("Australia/Lord_Howe")};
    private static final Instant[] DST_DAYS = {Instant.parse("2026-03-29T00:00:00Z"),
        Instant.parse("2026-10-25T00:00:00Z"), Instant.parse("2026-03-08T00:00:00Z"),
        Instant.parse("2026-11-01T00:00:00Z")};

    @Property(tries = 2000)
    void aSlotIsNeverBeforeTheNoticeArose(@ForAll("instants") Instant arose, @ForAll("digests") String digest,
            @ForAll("quiet") Optional<QuietHours> quiet) {
        assertThat(NoticeSchedule.slot(arose, digest, quiet)).isAfterOrEqualTo(arose);
    }

    /**
     * The one exception: quiet hours that leave free only an hour the clock skips (03:00-02:00 in New York on the
     * day 02:00 becomes 03:00) have no free moment that day, and the notice goes at their end, read as the clock does.
     */
    @Property(tries = 2000)
    void aSlotIsNeverInsideTheQuietHours(@ForAll("instants") Instant arose, @ForAll("digests") String digest,
            @ForAll("someQuiet") QuietHours quiet) {
        Instant slot = NoticeSchedule.slot(arose, digest, Optional.of(quiet));
        assertThat(quiet.holds(slot) && !(isQuietEnd(slot, Optional.of(quiet)) && skipped(slot, quiet)))
                .as("%s (%s) inside %s", slot, slot.atZone(quiet.zone()), quiet).isFalse();
    }

    @Property(tries = 2000)
    void anHourlySlotIsOnAWholeHourOfTheZoneUnlessMovedToTheQuietEnd(@ForAll("instants") Instant arose,
            @ForAll("quiet") Optional<QuietHours> quiet) {
        Instant slot = NoticeSchedule.slot(arose, NoticeSchedule.HOURLY, quiet);
        ZonedDateTime local = slot.atZone(zoneOf(quiet));
        assertThat(local.truncatedTo(ChronoUnit.HOURS).toInstant().equals(slot) || isQuietEnd(slot, quiet))
                .as("%s (%s) is on a whole hour or an end of %s", slot, local, quiet).isTrue();
    }

    @Property(tries = 2000)
    void aDailySlotIsAtAMidnightOfTheZoneUnlessMovedToTheQuietEnd(@ForAll("instants") Instant arose,
            @ForAll("quiet") Optional<QuietHours> quiet) {
        Instant slot = NoticeSchedule.slot(arose, NoticeSchedule.DAILY, quiet);
        ZonedDateTime local = slot.atZone(zoneOf(quiet));
        assertThat(local.toLocalDate().atStartOfDay(local.getZone()).toInstant().equals(slot)
                || isQuietEnd(slot, quiet))
                .as("%s (%s) is at the start of a day or an end of %s", slot, local, quiet).isTrue();
    }

    @Property(tries = 2000)
    void aSlotGivenNoDigestAndNoQuietHoursIsTheMomentItArose(@ForAll("instants") Instant arose) {
        assertThat(NoticeSchedule.slot(arose, NoticeSchedule.NONE, Optional.empty())).isEqualTo(arose);
    }

    /** An hour's notices: those after its start, up to and including its end (a notice on the hour is its own). */
    @Property(tries = 2000)
    void twoNoticesOfOneHourShareTheirHourlySlot(@ForAll("instants") Instant at, @ForAll("intoAnHour") long first,
            @ForAll("intoAnHour") long second, @ForAll("quiet") Optional<QuietHours> quiet) {
        ZonedDateTime hour = at.atZone(zoneOf(quiet)).truncatedTo(ChronoUnit.HOURS);
        Instant one = hour.toInstant().plusNanos(first);
        Instant other = hour.toInstant().plusNanos(second);
        Assume.that(hourBefore(one, hour.getZone()).equals(hour) && hourBefore(other, hour.getZone()).equals(hour));
        assertThat(NoticeSchedule.slot(other, NoticeSchedule.HOURLY, quiet))
                .isEqualTo(NoticeSchedule.slot(one, NoticeSchedule.HOURLY, quiet));
    }

    @Property(tries = 2000)
    void twoNoticesOfOneDayShareTheirDailySlot(@ForAll("instants") Instant at, @ForAll("intoADay") long first,
            @ForAll("intoADay") long second, @ForAll("quiet") Optional<QuietHours> quiet) {
        ZoneId zone = zoneOf(quiet);
        LocalDate day = at.atZone(zone).toLocalDate();
        Instant start = day.atStartOfDay(zone).toInstant();
        Instant one = start.plusNanos(first);
        Instant other = start.plusNanos(second);
        Assume.that(dayBefore(one, zone).equals(day) && dayBefore(other, zone).equals(day));
        assertThat(NoticeSchedule.slot(other, NoticeSchedule.DAILY, quiet))
                .isEqualTo(NoticeSchedule.slot(one, NoticeSchedule.DAILY, quiet));
    }

    private static ZonedDateTime hourBefore(Instant at, ZoneId zone) {
        return at.minusNanos(1).atZone(zone).truncatedTo(ChronoUnit.HOURS);
    }

    private static LocalDate dayBefore(Instant at, ZoneId zone) {
        return at.minusNanos(1).atZone(zone).toLocalDate();
    }

    @Property(tries = 2000)
    void theQuietEndAfterAnInstantIsLaterAndNotQuiet(@ForAll("instants") Instant at,
            @ForAll("someQuiet") QuietHours quiet) {
        Instant end = quiet.endAfter(at);
        assertThat(end).isAfter(at).isBeforeOrEqualTo(at.plus(26, ChronoUnit.HOURS));
        assertThat(quiet.holds(end) && !skipped(end, quiet)).as("%s inside %s", end, quiet).isFalse();
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

    @Provide
    Arbitrary<Instant> instants() {
        Arbitrary<Instant> nearDst = Combinators.combine(Arbitraries.of(DST_DAYS),
                        Arbitraries.longs().between(-36 * 3600L, 60 * 3600L), Arbitraries.of(0, 1, 500_000_000))
                .as((day, seconds, nanos) -> day.plusSeconds(seconds).plusNanos(nanos));
        Arbitrary<Instant> anywhere = Arbitraries.longs()
                .between(Instant.parse("2020-01-01T00:00:00Z").getEpochSecond(),
                        Instant.parse("2032-01-01T00:00:00Z").getEpochSecond())
                .map(Instant::ofEpochSecond);
        Arbitrary<Instant> onTheHour = anywhere.map(at -> at.truncatedTo(ChronoUnit.HOURS));
        return Arbitraries.frequencyOf(Tuple.of(5, nearDst), Tuple.of(3, anywhere), Tuple.of(2, onTheHour));
    }

    @Provide
    Arbitrary<String> digests() {
        return Arbitraries.of(NoticeSchedule.NONE, NoticeSchedule.HOURLY, NoticeSchedule.DAILY);
    }

    @Provide
    Arbitrary<QuietHours> someQuiet() {
        Arbitrary<LocalTime> times = Arbitraries.oneOf(
                Arbitraries.integers().between(0, 23).map(hour -> LocalTime.of(hour, 0)),
                Arbitraries.integers().between(0, 24 * 60 - 1).map(minute -> LocalTime.of(minute / 60, minute % 60)));
        return Combinators.combine(times, times, Arbitraries.of(ZONES))
                .filter((start, end, zone) -> !start.equals(end))
                .as(QuietHours::new);
    }

    @Provide
    Arbitrary<Optional<QuietHours>> quiet() {
        return someQuiet().optional(0.8);
    }

    @Provide
    Arbitrary<Long> intoAnHour() {
        long hour = 3_600_000_000_000L;
        return Arbitraries.oneOf(Arbitraries.longs().between(1, hour), Arbitraries.of(1L, hour - 1, hour));
    }

    @Provide
    Arbitrary<Long> intoADay() {
        long hour = 3_600_000_000_000L;
        return Arbitraries.oneOf(Arbitraries.longs().between(1, 25 * hour), Arbitraries.of(1L, 23 * hour, 24 * hour));
    }
}
