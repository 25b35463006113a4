package svc.ops.bench;

import org.HdrHistogram.ConcurrentHistogram;

/** Latencies of calls from many threads, to the microsecond, with percentiles. */
final class LatencyRecorder {
    private final ConcurrentHistogram nanos = new ConcurrentHistogram(3);

    void record(long elapsedNanos) {
        nanos.recordValue(elapsedNanos);
    }

    long count() {
        return nanos.getTotalCount();
    }

    /** The latency at a percentile (0 to 100), in milliseconds. */
    double millisAt(double percentile) {
        return nanos.getValueAtPercentile(percentile) / 1e6;
    }
}
