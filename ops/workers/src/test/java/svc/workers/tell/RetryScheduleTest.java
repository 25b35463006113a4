package svc.workers.tell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.strings;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The waits between tries of a message. */
class RetryScheduleTest {
    static final List<Duration> STANDARD = List.of(Duration.ofSeconds(5), Duration.ofMinutes(5),
            Duration.ofMinutes(30), Duration.ofHours(2));

    @Test
    void withoutJitterEachTryWaitsItsScheduledWaitAndTheLastRepeats() {
        RetrySchedule schedule = new RetrySchedule(STANDARD, 0);

        assertThat(schedule.after(1, "msg_a")).isEqualTo(Duration.ofSeconds(5));
        assertThat(schedule.after(3, "msg_a")).isEqualTo(Duration.ofMinutes(30));
        assertThat(schedule.after(4, "msg_a")).isEqualTo(Duration.ofHours(2));
        assertThat(schedule.after(9, "msg_a")).isEqualTo(Duration.ofHours(2));
    }

    /** On 1,000 examples; message ids are any text of up to 255 code points. */
    @Test
    void jitterStaysWithinItsSpreadAndIsTheSameForTheSameTry() {
        RetrySchedule schedule = new RetrySchedule(STANDARD, 0.1);
        qt().withExamples(1000)
                .forAll(integers().between(1, 20), strings().allPossible().ofLengthBetween(0, 255))
                .checkAssert((tries, messageId) -> {
                    Duration wait = STANDARD.get(Math.min(tries, STANDARD.size()) - 1);

                    Duration jittered = schedule.after(tries, messageId);

                    assertThat(jittered.toMillis()).isBetween(Math.round(wait.toMillis() * 0.9) - 1,
                            Math.round(wait.toMillis() * 1.1) + 1);
                    assertThat(schedule.after(tries, messageId)).isEqualTo(jittered);
                });
    }

    @Test
    void aLongerRetryAfterIsHonouredUpToTheLongestWait() {
        RetrySchedule schedule = new RetrySchedule(STANDARD, 0);

        assertThat(schedule.honouring(Duration.ofSeconds(5), Duration.ofSeconds(60))).isEqualTo(Duration.ofSeconds(60));
        assertThat(schedule.honouring(Duration.ofSeconds(5), Duration.ofSeconds(1))).isEqualTo(Duration.ofSeconds(5));
        assertThat(schedule.honouring(Duration.ofSeconds(5), Duration.ofDays(3))).isEqualTo(Duration.ofHours(2));
        assertThat(schedule.honouring(Duration.ofSeconds(5), null)).isEqualTo(Duration.ofSeconds(5));
    }
}
