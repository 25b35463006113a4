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

    /** The views of every unit touched, from the earliest valid time and the lowest log position of the batch. */
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
            jdbc.query("SELECT unit_id, valid_from, valid_to, sys_from, state FROM bt_unit "
                            + "WHERE sys_to = ? AND valid_to > ? AND " + in,
                    rs -> {
                        String unit = rs.getString("unit_id");
                        views.get(unit).loaded(new UnitView.Row(
                                SqlTimes.instant(rs, "valid_from"), SqlTimes.instant(rs, "valid_to"),
                                SqlTimes.instant(rs, "sys_from"), states.read(kinds.get(unit), rs.getString("state")),
                                true));
                    }, arguments(chunk, chunkKinds, Eot.VALUE, at(from)));
            jdbc.query("SELECT unit_id, valid, seq, sub, op FROM bt_change WHERE valid > ? AND " + in,
                    rs -> {
                        String unit = rs.getString("unit_id");
                        views.get(unit).loaded(new UnitView.Point(SqlTimes.instant(rs, "valid"), rs.getLong("seq"),
                                rs.getInt("sub"), states.readChange(kinds.get(unit), rs.getString("op"))));
                    }, arguments(chunk, chunkKinds, at(from)));
            jdbc.query("SELECT unit_id, seq FROM bt_change WHERE seq >= ? AND " + in,
                    rs -> {
                        views.get(rs.getString("unit_id")).loadedApplied(rs.getLong("seq"));
                    }, arguments(chunk, chunkKinds, lowest));
        }
        views.values().forEach(UnitView::sort);
        return views;
    }

    private static Object[] arguments(List<String> units, List<String> kinds, Object... before) {
        List<Object> all = new ArrayList<>(List.of(before));
        all.addAll(units);
        all.addAll(kinds);
        return all.toArray();
    }
}
