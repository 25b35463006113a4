package svc.command.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** What text names quiet hours, and what does not. */
class QuietHoursTest {
    @Test
    void aSpanWithAZoneIsReadInThatZone() {
        assertThat(QuietHours.parse("22:00-07:00 Europe/Lisbon")).contains(
                new QuietHours(LocalTime.of(22, 0), LocalTime.of(7, 0), ZoneId.of("Europe/Lisbon")));
    }

    @Test
    void aSpanWithoutAZoneIsReadInUtc() {
        assertThat(QuietHours.parse("22:00-07:00")).contains(
                new QuietHours(LocalTime.of(22, 0), LocalTime.of(7, 0), ZoneOffset.UTC));
    }

    @Test
    void textOfAnotherShapeNamesNoQuietHours() {
        for (String text : new String[] {"22:00-07:00 Europe/Atlantis", "22:00-07:00  Europe/Lisbon",
            "22:00-07:00 ", "24:00-07:00", "22:60-07:00", "7:00-22:00", "22:00-22:00", "22:00-22:00 Europe/Lisbon",
            "nights", ""}) {
            assertThat(QuietHours.parse(text)).as(text).isEmpty();
        }
        assertThat(QuietHours.parse(null)).isEmpty();
    }
}
