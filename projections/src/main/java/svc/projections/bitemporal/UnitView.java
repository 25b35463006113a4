package svc.projections.bitemporal;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the correction algorithm needs of one unit, held in memory for a batch: its current rows (open in system
 * time) ending after the batch's earliest valid time, its change points after that time, and which of its log
 * positions are already applied. The algorithm changes the view as it goes, so later changes of the batch see the
 * earlier ones.
 */
final class UnitView {
    private static final Comparator<Point> POINT_ORDER = Comparator.comparing(Point::valid)
            .thenComparingLong(Point::seq).thenComparingInt(Point::sub);

    private final List<Row> current = new ArrayList<>();
    private final List<Point> points = new ArrayList<>();
    private final Set<Long> applied = new HashSet<>();

    void loaded(Row row) {
        current.add(row);
    }

    void loaded(Point point) {
        points.add(point);
    }

    void loadedApplied(long seq) {
        applied.add(seq);
    }

    /** After loading, in the orders the algorithm walks them. */
    void sort() {
        current.sort(Comparator.comparing(Row::validFrom));
        points.sort(POINT_ORDER);
    }

    /** Marks a log position applied; false when it already was (a replay, or a stolen segment's batch again). */
    boolean apply(long seq) {
        return applied.add(seq);
    }

    void add(Point point) {
        int at = 0;
        while (at < points.size() && POINT_ORDER.compare(points.get(at), point) < 0) {
            at++;
        }
        points.add(at, point);
    }

    /** Current rows ending after v, oldest valid time first. */
    List<Row> currentEndingAfter(Instant v) {
        return current.stream().filter(row -> row.validTo().isAfter(v)).toList();
    }

    /** Change points after v, oldest valid time first, ties in log order. */
    List<Point> pointsAfter(Instant v) {
        return points.stream().filter(point -> point.valid().isAfter(v)).toList();
    }

    void remove(Row row) {
        current.remove(row);
    }

    void add(Row row) {
        int at = 0;
        while (at < current.size() && current.get(at).validFrom().isBefore(row.validFrom())) {
            at++;
        }
        current.add(at, row);
    }

    /** A row open in system time; {@code stored} when it is in the table already, not only in this batch. */
    record Row(Instant validFrom, Instant validTo, Instant sysFrom, UnitState state, boolean stored) {
    }

    record Point(Instant valid, long seq, int sub, Change<?> op) {
    }
}
