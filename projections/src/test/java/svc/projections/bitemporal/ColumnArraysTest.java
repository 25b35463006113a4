package svc.projections.bitemporal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ColumnArraysTest {
    private static final DateTimeFormatter POSTGRES = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss[.SSSSSS]x")
            .withZone(ZoneOffset.UTC);

    @Test
    void aTimestampIsWrittenToTheMicrosecondInUtc() {
        assertThat(ColumnArrays.timestamp(Instant.parse("2024-02-03T09:00:00.000120Z")))
                .isEqualTo("2024-02-03 09:00:00.000120+00");
        assertThat(ColumnArrays.timestamp(Instant.parse("0999-01-01T00:00:00Z"))).isEqualTo("0999-01-01 00:00:00+00");
        assertThat(ColumnArrays.timestamp(Eot.INSTANT)).isEqualTo("9999-12-31 23:59:59.999999+00");
    }

    @Test
    void aTimestampReadsBackAsTheInstantItWasWrittenFrom() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        for (int i = 0; i < 10_000; i++) {
            Instant instant = Instant.ofEpochSecond(random.nextLong(-30_000_000_000L, 250_000_000_000L),
                    random.nextInt(1_000_000_000)).truncatedTo(ChronoUnit.MICROS);
            String text = ColumnArrays.timestamp(instant);
            assertThat(Instant.from(POSTGRES.parse(text.replace(".000000", "")))).as("seed %d: %s", seed, text)
                    .isEqualTo(instant);
        }
    }
}
