package svc.projections.bitemporal;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.TreeSet;

/**
 * The (T, K) points a log is checked on: every valid time of a change point (for T) and every recorded time (for K),
 * each with its ±1 µs neighbours, plus a far past, a far future and the last instant before the end of time.
 */
record Grid(List<Instant> trueOn, List<Instant> knownOn) {
    static final Instant FAR_PAST = Instant.parse("1900-01-01T00:00:00Z");
    static final Instant FAR_FUTURE = Instant.parse("3000-01-01T00:00:00Z");
    static final Instant LAST = Eot.INSTANT.minus(1, ChronoUnit.MICROS);

    static Grid of(List<UnitChange> log) {
        TreeSet<Instant> trueOn = extremes();
        TreeSet<Instant> knownOn = extremes();
        for (UnitChange change : log) {
            around(knownOn, change.recorded());
            for (ChangePoint point : change.points()) {
                around(trueOn, point.valid());
            }
        }
        return new Grid(List.copyOf(trueOn), List.copyOf(knownOn));
    }

    private static TreeSet<Instant> extremes() {
        TreeSet<Instant> set = new TreeSet<>();
        set.add(FAR_PAST);
        set.add(FAR_FUTURE);
        set.add(LAST);
        return set;
    }

    private static void around(TreeSet<Instant> set, Instant t) {
        set.add(t.minus(1, ChronoUnit.MICROS));
        set.add(t);
        set.add(t.plus(1, ChronoUnit.MICROS));
    }
}
