package svc.projections.bitemporal;

import java.sql.Statement;
import java.util.List;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A rebuild's recorded change points written to {@code bt_change} on PostgreSQL by {@code COPY} into a temporary
 * table, then one {@code INSERT ... SELECT} from it: in the caller's transaction, so the points still commit with the
 * rebuild's positions, and through the table, under its row-level security (which refuses {@code COPY} itself). A
 * rebuild's first pass spent a third of its time writing points as multi-row inserts (docs/performance.md). Where the
 * rebuild's login owns the partitions, it copies into them instead ({@link PointsCopy}).
 */
public final class StagedChanges implements ChangeRowsOut {
    private static final String STAGE = "svc_staged_change";
    private static final String COLUMNS = "unit_id, kind, tenant, seq, sub, valid, recorded, op";

    /**
     * Whether the connections of {@code jdbc} may stage: a login that may make temporary tables (every login may,
     * unless the database's administrator took it away). PostgreSQL's alone.
     */
    public static boolean possible(JdbcTemplate jdbc) {
        return Boolean.TRUE.equals(jdbc.queryForObject(
                "SELECT has_database_privilege(current_database(), 'TEMPORARY')", Boolean.class));
    }

    @Override
    public void write(JdbcTemplate jdbc, List<ChangeRow> rows) {
        CopyBinary copied = new CopyBinary();
        rows.forEach(row -> row.copyTo(copied));
        jdbc.execute((ConnectionCallback<Void>) connection -> {
            try (Statement statement = connection.createStatement()) {
                // Made once per connection; its rows go at every commit, and at the end of this write.
                statement.execute("CREATE TEMPORARY TABLE IF NOT EXISTS " + STAGE + " (LIKE bt_change) "
                        + "ON COMMIT DELETE ROWS");
                copied.copy(connection, "COPY " + STAGE + " (" + COLUMNS + ") FROM STDIN (FORMAT binary)");
                statement.executeUpdate("INSERT INTO bt_change (" + COLUMNS + ") SELECT " + COLUMNS + " FROM "
                        + STAGE);
                statement.execute("TRUNCATE " + STAGE);
            }
            return null;
        });
    }
}
