package svc.projections.bitemporal;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The correction algorithm of the bitemporal notes, for one change point of one unit: rows are never edited except
 * to close them in system time; a change at valid time v closes every current row that ends after v, re-inserts the
 * untouched part of the row covering v (the left remnant), and re-folds every later change point (the cascade).
 */
final class Correction {
    private Correction() {
    }

    static void apply(UnitView view, UnitChange change, ChangePoint point, Fold<?, ?> fold, RowWrites writes) {
        Instant v = point.valid();
        Instant r = change.recorded();
        writes.point(change, point);
        List<UnitView.Row> current = view.currentEndingAfter(v);
        UnitView.Row anchor = current.stream().filter(row -> !row.validFrom().isAfter(v)).findFirst().orElse(null);

        UnitState state = fold.next(anchor == null ? fold.absent() : anchor.state(), point.op());
        List<UnitView.Row> rows = new ArrayList<>();
        Instant start = v;
        for (UnitView.Point later : view.pointsAfter(v)) {
            if (later.valid().isAfter(start)) {
                rows.add(new UnitView.Row(start, later.valid(), r, state, false));
                start = later.valid();
            }
            state = fold.next(state, later.op());
        }
        rows.add(new UnitView.Row(start, Eot.INSTANT, r, state, false));
        view.add(new UnitView.Point(v, change.seq(), point.sub(), point.op()));

        for (UnitView.Row row : current) {
            view.remove(row);
            if (row.sysFrom().equals(r)) {
                writes.delete(change, row);
            } else {
                writes.close(change, row);
            }
        }
        if (anchor != null && anchor.validFrom().isBefore(v)) {
            rows.add(0, new UnitView.Row(anchor.validFrom(), v, r, anchor.state(), false));
        }
        for (UnitView.Row row : rows) {
            view.add(row);
            writes.insert(change, row);
        }
    }
}
