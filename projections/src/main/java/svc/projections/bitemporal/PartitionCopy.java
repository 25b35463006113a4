package svc.projections.bitemporal;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A fold's new rows of {@code bt_unit} copied with PostgreSQL's {@code COPY} straight into the partition of their
 * kind attached to {@code <schema>.bt_unit} (V93): a rebuild's fold writes millions of rows, and multi-row inserts
 * spent most of the fold's time in the driver's binds and the executor (docs/performance.md). PostgreSQL refuses
 * {@code COPY FROM} through a table under row-level security, and a partition has none of its own, so the copy goes
 * to the partition, as the tables' owner (only the owner may reach {@code svc_parts}). Nothing checks the rows as
 * they arrive: the swap checks a fresh partition for overlaps before it is attached to the live table.
 *
 * <p>The indexes are built once, over the filled partition: {@link #begin} detaches each kind's partition, drops its
 * indexes and empties it, and {@link #finish} attaches it again, which builds every index of the parent table on it
 * (a copy into the indexed partition maintained three indexes row by row). A fold that stops between leaves the
 * partition detached; the next fold's {@code begin} finds it so and goes on.
 *
 * <p>Each page's copy runs on a thread of its own while the fold goes on with the next page, so the fold's CPU and
 * PostgreSQL's (parsing the rows, maintaining the indexes) overlap instead of taking turns; at most two pages wait.
 * It runs on a connection of the owner's in a transaction of its own: a fold that stops part way folds again from its
 * first page, which deletes what it had written. A copy that failed fails the next write, or {@link #finish}.
 */
public final class PartitionCopy implements UnitRowsOut {
    private static final String COLUMNS = "unit_id, kind, tenant, place, valid_from, valid_to, sys_from, sys_to, "
            + "created_seq, closed_seq, present, state";

    private final JdbcTemplate owner;
    private final String schema;
    private final Map<String, String> partitions = new ConcurrentHashMap<>();
    private final Semaphore waiting = new Semaphore(2);
    private final ExecutorService copier = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "fold-copy");
        thread.setDaemon(true);
        return thread;
    });
    private final List<Future<?>> copies = new ArrayList<>();
    private final Map<String, String> detached = new LinkedHashMap<>();

    /** Copies into the partitions of {@code schema}'s {@code bt_unit}, on {@code owner}'s connections. */
    public PartitionCopy(JdbcTemplate owner, String schema) {
        this.owner = owner;
        this.schema = schema;
    }

    /**
     * Whether {@code owner} may copy into the partitions of {@code schema}'s {@code bt_unit} and detach and attach
     * them: on PostgreSQL, as the owner of the table and its partitions. Elsewhere (H2 has no partitions) the rows
     * are inserted.
     */
    public static boolean possible(JdbcTemplate owner, String schema) {
        return Boolean.TRUE.equals(owner.execute((ConnectionCallback<Boolean>) connection -> {
            if (!"PostgreSQL".equals(connection.getMetaData().getDatabaseProductName())) {
                return false;
            }
            return owner.queryForObject("SELECT has_schema_privilege('svc_parts', 'USAGE') "
                    + "AND bool_and(pg_has_role(c.relowner, 'USAGE')) FROM pg_class c "
                    + "WHERE c.oid = CAST(? AS regclass) OR c.oid IN "
                    + "(SELECT i.inhrelid FROM pg_inherits i WHERE i.inhparent = CAST(? AS regclass))", Boolean.class,
                    schema + ".bt_unit", schema + ".bt_unit");
        }));
    }

    /**
     * Detaches each kind's partition from the schema's table (or finds it detached by a fold that stopped), drops its
     * indexes and empties it, in one transaction.
     */
    @Override
    public void begin(List<String> kinds) {
        owner.execute((ConnectionCallback<Void>) connection -> {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(false);
            try (Statement statement = connection.createStatement()) {
                for (String kind : kinds) {
                    String partition = detach(connection, statement, kind);
                    for (String drop : strip(connection, partition)) {
                        statement.execute(drop);
                    }
                    statement.execute("TRUNCATE " + partition);
                    detached.put(kind, partition);
                    partitions.put(kind, partition);
                }
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(autoCommit);
            }
            return null;
        });
    }

    /** The kind's partition, detached from the schema's table if it was attached. */
    private String detach(Connection connection, Statement statement, String kind) throws SQLException {
        String parent = schema + ".bt_unit";
        try (PreparedStatement attached = connection.prepareStatement("SELECT c.oid::regclass::text FROM pg_class c "
                + "JOIN pg_inherits i ON i.inhrelid = c.oid WHERE i.inhparent = CAST(? AS regclass) "
                + "AND c.relname IN (?, ?)")) {
            attached.setString(1, parent);
            attached.setString(2, "bt_unit_" + kind + "_a");
            attached.setString(3, "bt_unit_" + kind + "_b");
            try (ResultSet found = attached.executeQuery()) {
                if (found.next()) {
                    String partition = found.getString(1);
                    statement.execute("ALTER TABLE " + parent + " DETACH PARTITION " + partition);
                    return partition;
                }
            }
        }
        try (PreparedStatement loose = connection.prepareStatement("SELECT c.oid::regclass::text FROM pg_class c "
                + "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'svc_parts' "
                + "AND c.relname IN (?, ?) AND NOT c.relispartition")) {
            loose.setString(1, "bt_unit_" + kind + "_a");
            loose.setString(2, "bt_unit_" + kind + "_b");
            try (ResultSet found = loose.executeQuery()) {
                if (found.next()) {
                    return found.getString(1);
                }
            }
        }
        throw new IllegalStateException(parent + " has no partition for unit kind " + kind
                + ", attached or detached");
    }

    /** The statements that drop the partition's primary key and every other index of it. */
    private static List<String> strip(Connection connection, String partition) throws SQLException {
        List<String> drops = new ArrayList<>();
        try (PreparedStatement keys = connection.prepareStatement("SELECT conname FROM pg_constraint "
                + "WHERE conrelid = CAST(? AS regclass) AND contype = 'p'")) {
            keys.setString(1, partition);
            try (ResultSet found = keys.executeQuery()) {
                while (found.next()) {
                    drops.add("ALTER TABLE " + partition + " DROP CONSTRAINT \"" + found.getString(1) + "\"");
                }
            }
        }
        try (PreparedStatement indexes = connection.prepareStatement("SELECT x.indexrelid::regclass::text "
                + "FROM pg_index x WHERE x.indrelid = CAST(? AS regclass) AND NOT x.indisprimary")) {
            indexes.setString(1, partition);
            try (ResultSet found = indexes.executeQuery()) {
                while (found.next()) {
                    drops.add("DROP INDEX " + found.getString(1));
                }
            }
        }
        return drops;
    }

    @Override
    public void write(JdbcTemplate jdbc, List<UnitRow> rows) {
        copies.removeIf(copy -> copy.isDone() && done(copy));
        waiting.acquireUninterruptibly();
        try {
            copies.add(copier.submit(() -> {
                try {
                    copy(rows);
                } finally {
                    waiting.release();
                }
            }));
        } catch (RuntimeException e) {
            waiting.release();
            throw e;
        }
    }

    /**
     * Waits for every copy sent and attaches the partitions {@link #begin} detached, which builds their indexes; then
     * fails as the first copy that failed did. The copying thread ends.
     */
    @Override
    public void finish() {
        RuntimeException failed = null;
        for (Future<?> copy : copies) {
            try {
                done(copy);
            } catch (RuntimeException e) {
                failed = failed == null ? e : failed;
            }
        }
        copies.clear();
        copier.shutdownNow();
        for (Map.Entry<String, String> partition : detached.entrySet()) {
            owner.execute("ALTER TABLE " + schema + ".bt_unit ATTACH PARTITION " + partition.getValue()
                    + " FOR VALUES IN ('" + partition.getKey().replace("'", "''") + "')");
        }
        detached.clear();
        if (failed != null) {
            throw failed;
        }
    }

    /** Whether the copy is done; throws its failure. */
    private static boolean done(Future<?> copy) {
        try {
            copy.get();
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the fold's rows were copied", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException failure ? failure
                    : new IllegalStateException("the fold's rows could not be copied", e.getCause());
        }
    }

    private void copy(List<UnitRow> rows) {
        Map<String, StringBuilder> byKind = new LinkedHashMap<>();
        for (UnitRow row : rows) {
            row.line(byKind.computeIfAbsent(row.kind(), kind -> new StringBuilder()));
        }
        owner.execute((ConnectionCallback<Void>) connection -> {
            for (Map.Entry<String, StringBuilder> kind : byKind.entrySet()) {
                CopyText.copy(connection, "COPY " + partition(kind.getKey()) + " (" + COLUMNS + ") FROM STDIN",
                        kind.getValue());
            }
            return null;
        });
    }

    /** The partition of {@code kind} attached to the schema's table (V93's {@code partition_of}), found once. */
    private String partition(String kind) {
        return partitions.computeIfAbsent(kind, k -> owner.queryForObject(
                "SELECT svc_parts.partition_of(CAST(? AS regclass), ?)::text", String.class, schema + ".bt_unit", k));
    }
}
