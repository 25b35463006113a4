package svc.query.measures;

/**
 * Percentiles by nearest rank: the p-th percentile of n values sorted ascending is the value at rank ceil(p/100 * n),
 * counting from 1. Every reading is one of the values (no interpolation invents a delay nobody waited), and a higher
 * percentile never reads lower.
 */
final class NearestRank {
    private NearestRank() {
    }

    static long of(long[] ascending, int percentile) {
        if (ascending.length == 0) {
            throw new IllegalArgumentException("no values to read a percentile of");
        }
        if (percentile < 1 || percentile > 100) {
            throw new IllegalArgumentException("a percentile lies in 1..100; got " + percentile);
        }
        long rank = ((long) percentile * ascending.length + 99) / 100;
        return ascending[(int) rank - 1];
    }
}
