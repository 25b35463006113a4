package svc.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.time.DateTimeException;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** The fast reading of an instant's text gives what java.time's gives, and refuses what it refuses. */
class IsoInstantsTest {
    private static final long FIRST = Instant.parse("0001-01-01T00:00:00Z").getEpochSecond();
    private static final long LAST = Instant.parse("9999-12-31T23:59:59Z").getEpochSecond();

    /** Whole seconds, milliseconds, microseconds and nanoseconds, as often as each other. */
    private static Gen<Instant> instants() {
        Gen<Integer> nanos = integers().between(0, 3).zip(integers().between(0, 999_999_999), (unit, nano) ->
                switch (unit) {
                    case 0 -> 0;
                    case 1 -> nano / 1_000_000 * 1_000_000;
                    case 2 -> nano / 1000 * 1000;
                    default -> nano;
                });
        return longs().between(FIRST, LAST).zip(nanos, Instant::ofEpochSecond);
    }

    @Test
    void readsWhatInstantToStringWroteAsTheSameInstant() {
        qt().withExamples(50_000).forAll(instants())
                .checkAssert(at -> assertThat(IsoInstants.parse(at.toString())).isEqualTo(at));
    }

    @Test
    void yearsBeyondFourDigitsAreReadByJavaTime() {
        Instant far = Instant.parse("+10000-01-01T00:00:00Z");
        assertThat(IsoInstants.parse(far.toString())).isEqualTo(far);
        Instant before = Instant.parse("-0001-06-01T00:00:00Z");
        assertThat(IsoInstants.parse(before.toString())).isEqualTo(before);
    }

    @Test
    void textThatIsNoInstantIsRefusedAsJavaTimeRefusesIt() {
        assertThatThrownBy(() -> IsoInstants.parse("2026-02-30T00:00:00Z")).isInstanceOf(DateTimeException.class);
        assertThatThrownBy(() -> IsoInstants.parse("yesterday")).isInstanceOf(DateTimeException.class);
    }
}
