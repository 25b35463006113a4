package svc.command.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Slots at the edges: on the hour, across midnight, and on the daylight-saving days of Lisbon and New York. */
class NoticeScheduleTest {
    private static Instant slot(String arose, String digest, String quiet) {
        return NoticeSchedule.slot(Instant.parse(arose), digest, quiet);
    }

    @Test
    void aNoticeOnTheHourIsItsOwnHourlySlot() {
        assertThat(slot("2026-03-01T10:00:00Z", "hourly", null)).isEqualTo("2026-03-01T10:00:00Z");
    }

    @Test
    void aNoticeJustAfterTheHourWaitsForTheNext() {
        assertThat(slot("2026-03-01T10:00:00.001Z", "hourly", null)).isEqualTo("2026-03-01T11:00:00Z");
    }

    /**
     * Lord Howe turns its clock back half an hour (02:00 summer time is 01:30 standard time, 15:00 UTC): a notice at
     * 01:58 standard time waits for 02:00 of the wall clock, not for the hour after 01:00 by the timeline, which had
     * already passed (found by {@code NoticeScheduleProperties}).
     */
    @Test
    void anHourlySlotWhereTheClockTurnsBackHalfAnHourIsTheNextWholeHourOfTheWall() {
        assertThat(slot("2030-04-06T15:28:06Z", "hourly", "00:00-00:01 Australia/Lord_Howe"))
                .isEqualTo("2030-04-06T15:30:00Z");
        assertThat(slot("2030-04-06T14:45:00Z", "hourly", "00:00-00:01 Australia/Lord_Howe"))
                .as("01:45 summer time, before the clock turns back").isEqualTo("2030-04-06T15:30:00Z");
    }

    @Test
    void aNoticeAtMidnightIsItsOwnDailySlot() {
        assertThat(slot("2026-03-02T00:00:00Z", "daily", null)).isEqualTo("2026-03-02T00:00:00Z");
    }

    @Test
    void quietHoursWithoutAZoneAreReadInUtc() {
        assertThat(slot("2026-03-01T23:10:00Z", "none", "22:00-07:00")).isEqualTo("2026-03-02T07:00:00Z");
    }

    @Test
    void aNoticeInTheQuietHoursAfterMidnightWaitsForTheSameMorning() {
        assertThat(slot("2026-03-02T03:10:00Z", "none", "22:00-07:00")).isEqualTo("2026-03-02T07:00:00Z");
    }

    @Test
    void quietHoursThatDoNotWrapMidnightHoldOnlyBetweenTheirEnds() {
        assertThat(slot("2026-03-02T12:30:00Z", "none", "12:00-13:00")).isEqualTo("2026-03-02T13:00:00Z");
        assertThat(slot("2026-03-02T13:00:00Z", "none", "12:00-13:00")).isEqualTo("2026-03-02T13:00:00Z");
        assertThat(slot("2026-03-02T11:59:00Z", "none", "12:00-13:00")).isEqualTo("2026-03-02T11:59:00Z");
    }

    @Test
    void theQuietHoursOfLisbonFollowItsSummerTime() {
        // 22:00 in Lisbon is 22:00 UTC in winter and 21:00 UTC in summer.
        assertThat(slot("2026-01-10T21:30:00Z", "none", "22:00-07:00 Europe/Lisbon"))
                .isEqualTo("2026-01-10T21:30:00Z");
        assertThat(slot("2026-07-10T21:30:00Z", "none", "22:00-07:00 Europe/Lisbon"))
                .isEqualTo("2026-07-11T06:00:00Z");
    }

    @Test
    void lisbonsShortDayEndsAnHourEarlierInUtc() {
        // 2026-03-29: Lisbon moves from UTC+0 to UTC+1 at 01:00 UTC, so the next midnight is 23:00 UTC.
        assertThat(slot("2026-03-29T10:00:00Z", "daily", "12:00-12:30 Europe/Lisbon"))
                .isEqualTo("2026-03-29T23:00:00Z");
        assertThat(slot("2026-03-29T00:30:00Z", "hourly", "12:00-12:30 Europe/Lisbon"))
                .isEqualTo("2026-03-29T01:00:00Z");
    }

    @Test
    void lisbonsLongDayEndsAtMidnightUtc() {
        // 2026-10-25: Lisbon moves back from UTC+1 to UTC+0, so that day's midnight ends it at 00:00 UTC.
        assertThat(slot("2026-10-25T10:00:00Z", "daily", "12:00-12:30 Europe/Lisbon"))
                .isEqualTo("2026-10-26T00:00:00Z");
    }

    @Test
    void newYorksRepeatedHourGivesTwoHourlySlots() {
        // 2026-11-01: 01:00-02:00 happens twice in New York, first in EDT (UTC-4), then in EST (UTC-5).
        assertThat(slot("2026-11-01T05:30:00Z", "hourly", "12:00-12:30 America/New_York"))
                .isEqualTo("2026-11-01T06:00:00Z");
        assertThat(slot("2026-11-01T06:30:00Z", "hourly", "12:00-12:30 America/New_York"))
                .isEqualTo("2026-11-01T07:00:00Z");
    }

    @Test
    void aQuietEndInNewYorksMissingHourIsTheFirstMomentAfterIt() {
        // 2026-03-08: 02:00-03:00 does not happen in New York; 02:30 is read as 03:30 EDT (07:30 UTC).
        assertThat(slot("2026-03-08T06:10:00Z", "none", "01:00-02:30 America/New_York"))
                .isEqualTo("2026-03-08T07:30:00Z");
        assertThat(slot("2026-03-08T06:45:00Z", "hourly", "12:00-12:30 America/New_York"))
                .isEqualTo("2026-03-08T07:00:00Z");
    }

    @Test
    void aDailySlotInQuietHoursWaitsForTheirEndInTheZone() {
        assertThat(slot("2026-06-10T15:00:00Z", "daily", "23:00-06:00 America/New_York"))
                .isEqualTo("2026-06-11T10:00:00Z");
    }

    @Test
    void quietHoursWhoseFreeHourTheClockSkipsEndWhenTheClockPassesTheirEnd() {
        // Quiet but for 02:00-03:00, the hour New York skips on 2026-03-08: the notice goes at 03:00 EDT, quiet again.
        assertThat(slot("2026-03-08T05:00:00Z", "none", "03:00-02:00 America/New_York"))
                .isEqualTo("2026-03-08T07:00:00Z");
    }
}
