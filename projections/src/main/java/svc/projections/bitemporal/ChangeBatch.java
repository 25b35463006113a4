package svc.projections.bitemporal;

import static svc.sql.SqlTimes.at;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.sql.SqlTimes;

/**
 * Changes gathered in log order and applied together: the units they touch are read in a few queries, the
 * algorithm runs in memory, and the writes go out as JDBC batches. One change alone is a batch of one.
 */
final class ChangeBatch {
    private static final int UNITS_PER_QUERY = 500;
    /** What a row of the load is: one of the unit's current rows, one of its change points, a position applied. */
    private static final int ROW = 1;
    private static final int POINT = 2;
    private static final int APPLIED = 3;

    private final List<UnitChange> changes = new ArrayList<>();

    void add(UnitChange change) {
        changes.add(change);
    }

    void apply(JdbcTemplate jdbc, UnitStates states) {
        if (changes.isEmpty()) {
            return;
        }
        Map<String, UnitView> views = load(jdbc, states);
        RowWrites writes = new RowWrites(states);
        for (UnitChange change : changes) {
            UnitView view = views.get(change.unitId());
            if (!view.apply(change.seq())) {
                continue;
            }
            Fold<?, ?> fold = states.fold(change.kind());
            for (ChangePoint point : change.points()) {
                Correction.apply(view, change, point, fold, writes);
            }
        }
        writes.flush(jdbc);
    }

    /**
     * Writes only the change points, for a fold of every unit later ({@link RecordedFold}): no unit is read and no
     * row of {@code bt_unit} written. A change is not checked against those applied before: only a rebuild, which
     * reads each event once, records.
     */
    void record(JdbcTemplate jdbc, UnitStates states, ChangeRowsOut out) {
        RowWrites writes = new RowWrites(states);
        for (UnitChange change : changes) {
            for (ChangePoint point : change.points()) {
                writes.point(change, point);
            }
        }
        writes.flush(jdbc, out, UnitRowsOut.INSERTED);
    }

    /**
     * The views of every unit touched, from the earliest valid time and the lowest log position of the batch: the
     * unit's current rows, its change points from that time on, and the log positions applied from that position on,
     * in one statement (one round trip for each page of units, not three: a live change is a batch of one, and the
     * three were about a sixth of the time a settlement waited for its projection).
     */
    private Map<String, UnitView> load(JdbcTemplate jdbc, UnitStates states) {
        Instant from = changes.stream().flatMap(change -> change.points().stream()).map(ChangePoint::valid)
                .min(Instant::compareTo).orElse(Eot.INSTANT);
        long lowest = changes.stream().mapToLong(UnitChange::seq).min().orElseThrow();
        Map<String, String> kinds = new HashMap<>();
        changes.forEach(change -> kinds.put(change.unitId(), change.kind()));
        List<String> units = new ArrayList<>(new LinkedHashSet<>(changes.stream().map(UnitChange::unitId).toList()));
        Map<String, UnitView> views = new HashMap<>();
        units.forEach(unit -> views.put(unit, new UnitView()));
        for (int i = 0; i < units.size(); i += UNITS_PER_QUERY) {
            List<String> chunk = units.subList(i, Math.min(units.size(), i + UNITS_PER_QUERY));
            // The kinds too: on PostgreSQL each is a partition of its own, and only theirs are read.
            List<String> chunkKinds = chunk.stream().map(kinds::get).distinct().toList();
            String in = "unit_id IN (" + String.join(", ", Collections.nCopies(chunk.size(), "?"))
                    + ") AND kind IN (" + String.join(", ", Collections.nCopies(chunkKinds.size(), "?")) + ")";
            List<Object> theirs = new ArrayList<>(chunk);
            theirs.addAll(chunkKinds);
            List<Object> arguments = new ArrayList<>(List.of(Eot.VALUE, at(from)));
            arguments.addAll(theirs);
            arguments.add(at(from));
            arguments.addAll(theirs);
            arguments.add(lowest);
            arguments.addAll(theirs);
            jdbc.query("SELECT " + ROW + " AS part, unit_id, valid_from AS t1, valid_to AS t2, sys_from AS t3, "
                            + "CAST(NULL AS BIGINT) AS seq, CAST(NULL AS INTEGER) AS sub, state AS body FROM bt_unit "
                            + "WHERE sys_to = ? AND valid_to > ? AND " + in
                            + " UNION ALL SELECT " + POINT + ", unit_id, valid, NULL, NULL, seq, sub, op "
                            + "FROM bt_change WHERE valid > ? AND " + in
                            + " UNION ALL SELECT " + APPLIED + ", unit_id, NULL, NULL, NULL, seq, NULL, NULL "
                            + "FROM bt_change WHERE seq >= ? AND " + in,
                    rs -> {
                        String unit = rs.getString("unit_id");
                        UnitView view = views.get(unit);
                        switch (rs.getInt("part")) {
                            case ROW -> view.loaded(new UnitView.Row(SqlTimes.instant(rs, "t1"),
                                    SqlTimes.instant(rs, "t2"), SqlTimes.instant(rs, "t3"),
                                    states.read(kinds.get(unit), rs.getString("body")), true));
                            case POINT -> view.loaded(new UnitView.Point(SqlTimes.instant(rs, "t1"),
                                    rs.getLong("seq"), rs.getInt("sub"),
                                    states.readChange(kinds.get(unit), rs.getString("body"))));
                            case APPLIED -> view.loadedApplied(rs.getLong("seq"));
                        }
                    }, arguments.toArray());
        }
        views.values().forEach(UnitView::sort);
        return views;
    }
}
