package svc.gateway.routes;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Delays in words: seconds under a minute, else the two largest units, a zero second unit left out. */
class ReadableDurationTest {
    @Test
    void underAMinuteIsSecondsToTheMicrosecond() {
        assertThat(ReadableDuration.of(Duration.ZERO)).isEqualTo("0 s");
        assertThat(ReadableDuration.of(Duration.ofSeconds(45))).isEqualTo("45 s");
        assertThat(ReadableDuration.of(Duration.ofMillis(1_500))).isEqualTo("1.5 s");
        assertThat(ReadableDuration.of(Duration.ofNanos(59_000_001_000L))).isEqualTo("59.000001 s");
    }

    @Test
    void fromAMinuteOnTheTwoLargestUnits() {
        assertThat(ReadableDuration.of(Duration.ofMinutes(1))).isEqualTo("1 min");
        assertThat(ReadableDuration.of(Duration.ofSeconds(5 * 60 + 12))).isEqualTo("5 min 12 s");
        assertThat(ReadableDuration.of(Duration.ofMinutes(90))).isEqualTo("1 h 30 min");
        assertThat(ReadableDuration.of(Duration.ofHours(3).plusSeconds(59))).isEqualTo("3 h");
        assertThat(ReadableDuration.of(Duration.ofDays(2).plusHours(1).plusSeconds(30))).isEqualTo("2 d 1 h");
        assertThat(ReadableDuration.of(Duration.ofDays(400))).isEqualTo("400 d");
    }
}
