package svc.projections.bitemporal;

import static svc.sql.SqlTimes.at;

import java.time.Instant;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The writes a batch of changes makes, kept until the batch ends and then sent as a few JDBC batches
 * ({@link JdbcBatches}): a row made and closed within the batch is inserted closed, a row made and deleted within it
 * is never written. Deletes and closes go before inserts, so PostgreSQL's no-overlap check never sees a new row beside
 * the one it replaces; each names the kind, the one partition of the row on PostgreSQL.
 */
final class RowWrites {
    static final String INSERT_CHANGE = "INSERT INTO bt_change (unit_id, kind, tenant, seq, sub, valid, recorded, op) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)";
    static final String INSERT_UNIT = "INSERT INTO bt_unit (unit_id, kind, tenant, place, valid_from, valid_to, "
            + "sys_from, sys_to, created_seq, closed_seq, present, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private final UnitStates states;
    private final boolean pointsStored;
    private final List<ChangeRow> points = new ArrayList<>();
    private final List<Object[]> deletes = new ArrayList<>();
    private final List<Object[]> closes = new ArrayList<>();
    private final Map<Key, UnitRow> inserts = new LinkedHashMap<>();
    /**
     * Each state's JSON, written once: a correction re-inserts the untouched part of the row it splits with that
     * row's own state, so about half the rows of a fold carry a state an earlier row of the batch already wrote.
     */
    private final Map<UnitState, String> texts = new IdentityHashMap<>();

    RowWrites(UnitStates states) {
        this(states, false);
    }

    /** {@code pointsStored}: the change points are in {@code bt_change} already (a fold of recorded changes). */
    RowWrites(UnitStates states, boolean pointsStored) {
        this.states = states;
        this.pointsStored = pointsStored;
    }

    void point(UnitChange change, ChangePoint point) {
        if (pointsStored) {
            return;
        }
        points.add(new ChangeRow(change.unitId(), change.kind(), change.tenant(), change.seq(), point.sub(),
                point.valid(), change.recorded(), states.write(point.op())));
    }

    void delete(UnitChange change, UnitView.Row row) {
        Key key = new Key(change.unitId(), row.validFrom(), row.sysFrom());
        if (row.stored()) {
            deletes.add(new Object[] {key.unitId(), at(key.validFrom()), at(key.sysFrom()), change.kind()});
        } else {
            inserts.remove(key);
        }
    }

    void close(UnitChange change, UnitView.Row row) {
        Key key = new Key(change.unitId(), row.validFrom(), row.sysFrom());
        if (row.stored()) {
            closes.add(new Object[] {at(change.recorded()), change.seq(), key.unitId(), at(key.validFrom()),
                    at(key.sysFrom()), change.kind()});
        } else {
            inserts.computeIfPresent(key, (k, written) -> written.closed(change.recorded(), change.seq()));
        }
    }

    void insert(UnitChange change, UnitView.Row row) {
        UnitState state = row.state();
        inserts.put(new Key(change.unitId(), row.validFrom(), row.sysFrom()), new UnitRow(change.unitId(),
                change.kind(), change.tenant(), state.place(), row.validFrom(), row.validTo(), row.sysFrom(),
                Eot.INSTANT, change.seq(), null, state.present(), texts.computeIfAbsent(state, states::write)));
    }

    void flush(JdbcTemplate jdbc) {
        flush(jdbc, ChangeRowsOut.INSERTED, UnitRowsOut.INSERTED);
    }

    /** Writes what the batch did: its change points through {@code changesOut}, its new rows through {@code out}. */
    void flush(JdbcTemplate jdbc, ChangeRowsOut changesOut, UnitRowsOut out) {
        if (!points.isEmpty()) {
            changesOut.write(jdbc, points);
        }
        if (!deletes.isEmpty()) {
            JdbcBatches.run(jdbc, "DELETE FROM bt_unit WHERE unit_id = ? AND valid_from = ? AND sys_from = ? "
                    + "AND kind = ?", deletes);
        }
        if (!closes.isEmpty()) {
            JdbcBatches.run(jdbc, "UPDATE bt_unit SET sys_to = ?, closed_seq = ? "
                    + "WHERE unit_id = ? AND valid_from = ? AND sys_from = ? AND kind = ?", closes);
        }
        if (!inserts.isEmpty()) {
            out.write(jdbc, List.copyOf(inserts.values()));
        }
    }

    private record Key(String unitId, Instant validFrom, Instant sysFrom) {
    }
}
