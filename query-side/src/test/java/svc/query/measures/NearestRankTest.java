package svc.query.measures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * Percentiles by nearest rank: the definition on small cases, and the properties every reading keeps (each on 1,000
 * populations of 1 to 500 delays).
 */
class NearestRankTest {
    private static final int TRIES = 1000;

    /** Delays from 0 to {@code max} microseconds; a small {@code max} makes ties common. */
    private static Gen<List<Long>> delays(long max) {
        return lists().of(longs().between(0, max)).ofSizeBetween(1, 500);
    }

    private static Gen<Integer> percentiles() {
        return integers().between(1, 100);
    }

    private static long[] ascending(List<Long> values) {
        long[] sorted = values.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(sorted);
        return sorted;
    }

    @Test
    void theDefinitionOnTenValues() {
        long[] values = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        assertThat(NearestRank.of(values, 50)).isEqualTo(5);
        assertThat(NearestRank.of(values, 90)).isEqualTo(9);
        assertThat(NearestRank.of(values, 95)).isEqualTo(10);
        assertThat(NearestRank.of(values, 100)).isEqualTo(10);
        assertThat(NearestRank.of(values, 1)).isEqualTo(1);
    }

    @Test
    void oneValueIsEveryPercentile() {
        assertThat(NearestRank.of(new long[] {42}, 50)).isEqualTo(42);
        assertThat(NearestRank.of(new long[] {42}, 95)).isEqualTo(42);
    }

    @Test
    void theMedianOfAnEvenCountIsTheLowerMiddleValue() {
        assertThat(NearestRank.of(new long[] {10, 20, 30, 40}, 50)).isEqualTo(20);
        assertThat(NearestRank.of(new long[] {10, 20, 30, 40}, 51)).isEqualTo(30);
    }

    @Test
    void nothingToReadAndPercentilesOutOfRangeAreRefused() {
        assertThatThrownBy(() -> NearestRank.of(new long[0], 50)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> NearestRank.of(new long[] {1}, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> NearestRank.of(new long[] {1}, 101)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theReadingsAreOrderedMedianToP95() {
        qt().withExamples(TRIES)
                .forAll(delays(10_000_000_000L))
                .checkAssert(delays -> {
                    long[] sorted = ascending(delays);
                    long p50 = NearestRank.of(sorted, 50);
                    long p90 = NearestRank.of(sorted, 90);
                    long p95 = NearestRank.of(sorted, 95);
                    assertThat(p50).isLessThanOrEqualTo(p90);
                    assertThat(p90).isLessThanOrEqualTo(p95);
                });
    }

    @Test
    void everyReadingIsAValueOfThePopulation() {
        qt().withExamples(TRIES)
                .forAll(delays(10_000_000_000L), percentiles())
                .checkAssert((delays, percentile) ->
                        assertThat(delays).contains(NearestRank.of(ascending(delays), percentile)));
    }

    @Test
    void atLeastThePercentileOfTheValuesLieAtOrBelowTheReadingAndFewerLieBelowIt() {
        qt().withExamples(TRIES)
                .forAll(delays(1_000), percentiles())
                .checkAssert((delays, percentile) -> {
                    long reading = NearestRank.of(ascending(delays), percentile);
                    long atOrBelow = delays.stream().filter(d -> d <= reading).count();
                    long below = delays.stream().filter(d -> d < reading).count();
                    assertThat(atOrBelow * 100).isGreaterThanOrEqualTo((long) percentile * delays.size());
                    assertThat(below * 100).isLessThan((long) percentile * delays.size());
                });
    }
}
