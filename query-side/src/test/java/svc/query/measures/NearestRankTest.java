package svc.query.measures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.NotEmpty;
import net.jqwik.api.constraints.Size;

/** Percentiles by nearest rank: the definition on small cases, and the properties every reading keeps. */
class NearestRankTest {
    private static long[] ascending(List<Long> values) {
        long[] sorted = values.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(sorted);
        return sorted;
    }

    @Example
    void theDefinitionOnTenValues() {
        long[] values = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        assertThat(NearestRank.of(values, 50)).isEqualTo(5);
        assertThat(NearestRank.of(values, 90)).isEqualTo(9);
        assertThat(NearestRank.of(values, 95)).isEqualTo(10);
        assertThat(NearestRank.of(values, 100)).isEqualTo(10);
        assertThat(NearestRank.of(values, 1)).isEqualTo(1);
    }

    @Example
    void oneValueIsEveryPercentile() {
        assertThat(NearestRank.of(new long[] {42}, 50)).isEqualTo(42);
        assertThat(NearestRank.of(new long[] {42}, 95)).isEqualTo(42);
    }

    @Example
    void theMedianOfAnEvenCountIsTheLowerMiddleValue() {
        assertThat(NearestRank.of(new long[] {10, 20, 30, 40}, 50)).isEqualTo(20);
        assertThat(NearestRank.of(new long[] {10, 20, 30, 40}, 51)).isEqualTo(30);
    }

    @Example
    void nothingToReadAndPercentilesOutOfRangeAreRefused() {
        assertThatThrownBy(() -> NearestRank.of(new long[0], 50)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> NearestRank.of(new long[] {1}, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> NearestRank.of(new long[] {1}, 101)).isInstanceOf(IllegalArgumentException.class);
    }

    @Property
    void theReadingsAreOrderedMedianToP95(@ForAll @NotEmpty @Size(max = 500) List<@LongRange(min = 0,
            max = 10_000_000_000L) Long> delays) {
        long[] sorted = ascending(delays);
        long p50 = NearestRank.of(sorted, 50);
        long p90 = NearestRank.of(sorted, 90);
        long p95 = NearestRank.of(sorted, 95);
        assertThat(p50).isLessThanOrEqualTo(p90);
        assertThat(p90).isLessThanOrEqualTo(p95);
    }

    @Property
    void everyReadingIsAValueOfThePopulation(@ForAll @NotEmpty @Size(max = 500) List<@LongRange(min = 0,
            max = 10_000_000_000L) Long> delays, @ForAll @IntRange(min = 1, max = 100) int percentile) {
        assertThat(delays).contains(NearestRank.of(ascending(delays), percentile));
    }

    @Property
    void atLeastThePercentileOfTheValuesLieAtOrBelowTheReadingAndFewerLieBelowIt(@ForAll @NotEmpty
            @Size(max = 500) List<@LongRange(min = 0, max = 1_000) Long> delays,
            @ForAll @IntRange(min = 1, max = 100) int percentile) {
        long reading = NearestRank.of(ascending(delays), percentile);
        long atOrBelow = delays.stream().filter(d -> d <= reading).count();
        long below = delays.stream().filter(d -> d < reading).count();
        assertThat(atOrBelow * 100).isGreaterThanOrEqualTo((long) percentile * delays.size());
        assertThat(below * 100).isLessThan((long) percentile * delays.size());
    }
}
