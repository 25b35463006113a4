package svc.projections.bitemporal;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.function.Supplier;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;
import org.springframework.transaction.support.TransactionTemplate;
import svc.projections.ProjectionsConfig;
import svc.projections.TestDatabases;

/**
 * The real store and reader on one migrated database, over a single kept-open connection (fast enough to run
 * thousands of logs), with helpers to clear and dump the tables.
 */
final class Harness {
    static final ObjectMapper JSON = new ObjectMapper();

    final String vendor;
    private final String url;
    private final SingleConnectionDataSource dataSource;
    final JdbcTemplate jdbc;
    final BitemporalStore store;
    final BitemporalReader reader;
    private final TransactionTemplate transactions;
    private SingleConnectionDataSource ownerConnection;

    private Harness(String vendor, String url) {
        this.vendor = vendor;
        this.url = url;
        this.dataSource = new SingleConnectionDataSource(url, true);
        this.jdbc = new JdbcTemplate(dataSource);
        UnitStates states = new UnitStates(ProjectionsConfig.folds(), JSON);
        this.store = new BitemporalStore(jdbc, states);
        this.reader = new BitemporalReader(jdbc, states);
        this.transactions = new TransactionTemplate(new DataSourceTransactionManager(dataSource));
        if (vendor.equals("postgresql")) {
            // Test data only: do not wait for the WAL flush at every commit.
            jdbc.execute("SET synchronous_commit TO off");
        }
    }

    /** A fresh in-memory H2 database. */
    static Harness h2() {
        return new Harness("h2", TestDatabases.h2Url());
    }

    /** A fresh PostgreSQL database; skips the caller (or fails it, with SVC_REQUIRE_PG=true) without PostgreSQL. */
    static Harness postgres() {
        return new Harness("postgresql", TestDatabases.postgresUrl());
    }

    /** Closes the connection; a PostgreSQL test database is dropped, an H2 one shut down. */
    void close() {
        if (vendor.equals("h2")) {
            jdbc.execute("SHUTDOWN");
            dataSource.destroy();
            return;
        }
        dataSource.destroy();
        if (ownerConnection != null) {
            ownerConnection.destroy();
        }
        String path = url.substring(0, url.indexOf('?') < 0 ? url.length() : url.indexOf('?'));
        String name = path.substring(path.lastIndexOf('/') + 1);
        try (Connection admin = DriverManager.getConnection(TestDatabases.PG_ADMIN_URL)) {
            admin.createStatement().execute("DROP DATABASE IF EXISTS " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("could not drop test database " + name, e);
        }
    }

    /**
     * The database on a second connection, as a rebuild's owner login reaches it beside the service's: a fold's copies
     * run on a thread of their own, which must not share the harness's one connection.
     */
    JdbcTemplate owner() {
        if (ownerConnection == null) {
            ownerConnection = new SingleConnectionDataSource(url, true);
        }
        return new JdbcTemplate(ownerConnection);
    }

    /** A connection of its own to the database, beside the harness's two. */
    Connection anotherConnection() throws SQLException {
        return DriverManager.getConnection(url);
    }

    <T> T inTransaction(Supplier<T> work) {
        return transactions.execute(status -> work.get());
    }

    void clear() {
        jdbc.update("DELETE FROM bt_unit");
        jdbc.update("DELETE FROM bt_change");
    }

    /** Applies one change in its own transaction, as the projection's event handler does. */
    void apply(UnitChange change) {
        transactions.executeWithoutResult(status -> store.apply(change));
    }

    /** Applies changes in one transaction and one batch of the store, as a rebuild does. */
    void applyInOneBatch(List<UnitChange> changes) {
        transactions.executeWithoutResult(status -> store.inBatch(() -> changes.forEach(store::apply)));
    }

    /**
     * Records changes without applying them, a batch a transaction, as a rebuild's first pass does: on PostgreSQL
     * copied into the bare partitions as their owner, attached again at the end.
     */
    void recordInBatches(List<List<UnitChange>> batches) {
        ChangeRowsOut out = ChangeRowsOut.INSERTED;
        if (vendor.equals("postgresql")) {
            PointsCopy copy = new PointsCopy(owner(), "public");
            copy.begin(List.of(), List.copyOf(ProjectionsConfig.folds().keySet()));
            out = copy;
        }
        ChangeRowsOut recorded = out;
        for (List<UnitChange> batch : batches) {
            transactions.executeWithoutResult(status -> store.recording(() -> batch.forEach(store::apply), recorded));
        }
        recorded.finish();
    }

    /** Folds every recorded unit into fresh rows, a page of about {@code pagePoints} points a transaction. */
    void foldRecorded(int pagePoints) {
        RecordedFold fold = store.recordedFold(List.copyOf(ProjectionsConfig.folds().keySet()), pagePoints,
                vendor.equals("postgresql") ? new PartitionCopy(owner(), "public") : UnitRowsOut.INSERTED);
        fold.begin();
        transactions.executeWithoutResult(status -> fold.clear());
        while (Boolean.TRUE.equals(transactions.execute(status -> fold.next() > 0))) {
            // each page in a transaction of its own, as a rebuild folds
        }
        fold.finish();
    }

    void feed(List<UnitChange> log) {
        for (UnitChange change : log) {
            apply(change);
        }
    }

    /** One row of {@code bt_unit}, every column. */
    record UnitRow(String unitId, String kind, String tenant, String place, Instant validFrom, Instant validTo,
            Instant sysFrom, Instant sysTo, long createdSeq, Long closedSeq, boolean present, String state) {

        boolean visibleAt(Instant trueOn, Instant knownOn) {
            return !validFrom.isAfter(trueOn) && validTo.isAfter(trueOn)
                    && !sysFrom.isAfter(knownOn) && sysTo.isAfter(knownOn);
        }
    }

    /** One row of {@code bt_change}, every column. */
    record ChangeRow(String unitId, String kind, String tenant, long seq, int sub, Instant valid, Instant recorded,
            String op) {
    }

    List<UnitRow> unitRows() {
        return unitRows("bt_unit");
    }

    /** The rows of this table shaped like {@code bt_unit}, every column. */
    List<UnitRow> unitRows(String table) {
        return jdbc.query("SELECT unit_id, kind, tenant, place, valid_from, valid_to, sys_from, sys_to, created_seq, "
                        + "closed_seq, present, state FROM " + table + " ORDER BY unit_id, valid_from, sys_from",
                (rs, i) -> new UnitRow(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                        instant(rs.getObject(5, OffsetDateTime.class)), instant(rs.getObject(6, OffsetDateTime.class)),
                        instant(rs.getObject(7, OffsetDateTime.class)), instant(rs.getObject(8, OffsetDateTime.class)),
                        rs.getLong(9), rs.getObject(10) == null ? null : rs.getLong(10), rs.getBoolean(11),
                        rs.getString(12)));
    }

    List<ChangeRow> changeRows() {
        return changeRows("bt_change");
    }

    /** The rows of this table shaped like {@code bt_change}, every column. */
    List<ChangeRow> changeRows(String table) {
        return jdbc.query("SELECT unit_id, kind, tenant, seq, sub, valid, recorded, op FROM " + table + " "
                        + "ORDER BY unit_id, seq, sub",
                (rs, i) -> new ChangeRow(rs.getString(1), rs.getString(2), rs.getString(3), rs.getLong(4),
                        rs.getInt(5), instant(rs.getObject(6, OffsetDateTime.class)),
                        instant(rs.getObject(7, OffsetDateTime.class)), rs.getString(8)));
    }

    private static Instant instant(OffsetDateTime time) {
        return time == null ? null : time.toInstant();
    }
}
