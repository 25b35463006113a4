package svc.projections.bitemporal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.sql.SqlTimes;

/**
 * The rows of every unit of some kinds, folded from their recorded change points ({@code bt_change}) a page of units
 * at a time: each unit's changes in log order through the same {@link Correction} the live path applies, on a view
 * that starts empty and holds the whole unit. A row is written once, already closed where a later change closed it,
 * and a row a later change replaced at the same recorded time is never written: the table gets what applying the
 * changes one by one would leave, for a fraction of the writes. A rebuild records the log first
 * ({@link BitemporalStore#recording}), then folds.
 */
public final class RecordedFold {
    /** About this many change points a page: its units' rows are held in memory until the page is written. */
    static final int PAGE_POINTS = 10_000;

    private final JdbcTemplate jdbc;
    private final UnitStates states;
    private final List<String> kinds;
    private final String in;
    private final int pagePoints;
    private final UnitRowsOut out;
    private String from;
    private boolean done;

    RecordedFold(JdbcTemplate jdbc, UnitStates states, List<String> kinds, int pagePoints, UnitRowsOut out) {
        this.out = out;
        this.pagePoints = pagePoints;
        this.jdbc = jdbc;
        this.states = states;
        this.kinds = List.copyOf(kinds);
        this.in = String.join(", ", Collections.nCopies(kinds.size(), "?"));
    }

    /** The change points to fold, for progress. */
    public long points() {
        Long count = jdbc.queryForObject("SELECT COUNT(*) FROM bt_change WHERE kind IN (" + in + ")", Long.class,
                kinds.toArray());
        return count == null ? 0 : count;
    }

    /** Readies the rows' tables for the fold ({@link UnitRowsOut#begin}), outside any transaction of the caller's. */
    public void begin() {
        out.begin(kinds);
    }

    /** Deletes the rows of these kinds, which the fold writes anew. */
    public void clear() {
        jdbc.update("DELETE FROM bt_unit WHERE kind IN (" + in + ")", kinds.toArray());
    }

    /** Folds the next page of units and writes their rows; returns how many change points it read, 0 at the end. */
    public int next() {
        if (done || kinds.isEmpty()) {
            return 0;
        }
        if (from == null) {
            from = jdbc.queryForObject("SELECT MIN(unit_id) FROM bt_change WHERE kind IN (" + in + ")", String.class,
                    kinds.toArray());
            if (from == null) {
                done = true;
                return 0;
            }
        }
        // Pages split between units, never inside one: the page ends before the unit of the point some
        // pagePoints after its first unit's points.
        List<String> after = jdbc.queryForList("SELECT unit_id FROM bt_change WHERE kind IN (" + in
                + ") AND unit_id > ? ORDER BY unit_id LIMIT 1 OFFSET " + pagePoints, String.class, with(from));
        String to = after.isEmpty() ? null : after.get(0);
        Page page = new Page(new RowWrites(states, true));
        List<Object> arguments = new ArrayList<>(kinds);
        arguments.add(from);
        if (to != null) {
            arguments.add(to);
        }
        jdbc.query("SELECT unit_id, kind, tenant, seq, sub, valid, recorded, op FROM bt_change WHERE kind IN (" + in
                + ") AND unit_id >= ?" + (to == null ? "" : " AND unit_id < ?") + " ORDER BY unit_id, seq, sub",
                page::read, arguments.toArray());
        page.end();
        page.writes.flush(jdbc, ChangeRowsOut.INSERTED, out);
        from = to;
        done = to == null;
        return page.read;
    }

    /** Waits until every row the fold wrote is in place. */
    public void finish() {
        out.finish();
    }

    private Object[] with(String unit) {
        List<Object> arguments = new ArrayList<>(kinds);
        arguments.add(unit);
        return arguments.toArray();
    }

    /** One page's points as they stream in, unit by unit and change by change. */
    private final class Page {
        private final RowWrites writes;
        private final List<UnitChange> unit = new ArrayList<>();
        private UnitChange change;
        private List<ChangePoint> points;
        private int read;

        Page(RowWrites writes) {
            this.writes = writes;
        }

        void read(ResultSet rs) throws SQLException {
            String unitId = rs.getString("unit_id");
            long seq = rs.getLong("seq");
            if (change != null && !(change.unitId().equals(unitId) && change.seq() == seq)) {
                unit.add(change);
                change = null;
                if (!unit.get(0).unitId().equals(unitId)) {
                    foldUnit();
                }
            }
            if (change == null) {
                points = new ArrayList<>(2);
                change = new UnitChange(unitId, rs.getString("kind"), rs.getString("tenant"), seq,
                        SqlTimes.instant(rs, "recorded"), points);
            }
            points.add(new ChangePoint(SqlTimes.instant(rs, "valid"), rs.getInt("sub"),
                    states.readChange(change.kind(), rs.getString("op"))));
            read++;
        }

        void end() {
            if (change != null) {
                unit.add(change);
                change = null;
            }
            if (!unit.isEmpty()) {
                foldUnit();
            }
        }

        private void foldUnit() {
            UnitView view = new UnitView();
            for (UnitChange each : unit) {
                Fold<?, ?> fold = states.fold(each.kind());
                view.apply(each.seq());
                for (ChangePoint point : each.points()) {
                    Correction.apply(view, each, point, fold, writes);
                }
            }
            unit.clear();
        }
    }
}
