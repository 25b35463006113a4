package svc.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class OptionsTest {

    @Test
    void secondsMayBeWholeOrAFractionDownToAMillisecond() {
        assertThat(options("--seconds", "10").seconds("seconds", "1")).isEqualTo(Duration.ofSeconds(10));
        assertThat(options("--seconds", "0.3").seconds("seconds", "1")).isEqualTo(Duration.ofMillis(300));
        assertThat(options().seconds("seconds", "10")).isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void secondsThatAreNotAPositiveNumberAreRefusedNamingTheOption() {
        for (String bad : new String[] {"0", "-1", "0.0001", "ten", ""}) {
            assertThatThrownBy(() -> options("--seconds", bad).seconds("seconds", "10"))
                    .isInstanceOf(Options.UsageError.class)
                    .hasMessageContaining("--seconds").hasMessageContaining("'" + bad + "'");
        }
    }

    private static Options options(String... args) {
        return Options.parse("bench", args);
    }
}
