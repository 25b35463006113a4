package svc.ops.rebuild;

import java.util.Collection;
import java.util.List;
import java.util.function.Supplier;
import org.flywaydb.core.Flyway;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.projections.bitemporal.ChangeRowsOut;
import svc.projections.bitemporal.PartitionCopy;
import svc.projections.bitemporal.PointsCopy;
import svc.projections.bitemporal.StagedChanges;
import svc.projections.bitemporal.UnitRowsOut;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;
import svc.sql.Vendor;

/**
 * Transactions of a rebuild, as a projector (it writes for every tenant): either on the fresh tables, with their
 * schema first on the search path so that the projections' unqualified SQL lands there, or on the live ones.
 */
final class FreshTables {
    static final String SCHEMA = "svc_rebuild";
    static final String LIVE = "public";

    private final JdbcTemplate jdbc;
    private final JdbcTemplate owner;
    private final TransactionTemplate transactions;
    private final boolean postgres;

    /**
     * {@code owner}: the tables' owner, the login that migrates. Only a table's owner may analyse it: the service's
     * own role (svc_app) is refused with no more than a warning in the server's log, and the statistics stay as they
     * were.
     */
    FreshTables(JdbcTemplate jdbc, JdbcTemplate owner, TransactionTemplate transactions) {
        this.jdbc = jdbc;
        this.owner = owner;
        this.transactions = transactions;
        this.postgres = new Vendor(jdbc).postgres();
    }

    /**
     * The fresh tables of this (command-line) process's record, with the login that migrated it, and so owns its
     * tables (Flyway's), as their owner; the service's own where none differs.
     */
    static FreshTables of(ApplicationContext context) {
        JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
        JdbcTemplate owner = context.getBeanProvider(Flyway.class).stream().findFirst()
                .map(flyway -> new JdbcTemplate(flyway.getConfiguration().getDataSource())).orElse(jdbc);
        return new FreshTables(jdbc, owner, context.getBean(TransactionTemplate.class));
    }

    <T> T fresh(Supplier<T> work) {
        return RowScopes.within(RowScope.projector(), () -> transactions.execute(status -> {
            if (postgres) {
                // Transaction-local: the pooled connection goes back with the live tables first again.
                jdbc.execute("SET LOCAL search_path TO " + SCHEMA + ", public");
                return work.get();
            }
            // H2 has no transaction-local setting: the session's default schema is set, and set back before the
            // connection returns to the pool, whatever the work did.
            jdbc.execute("SET SCHEMA " + SCHEMA);
            jdbc.execute("SET SCHEMA_SEARCH_PATH PUBLIC");
            try {
                return work.get();
            } finally {
                jdbc.execute("SET SCHEMA PUBLIC");
            }
        }));
    }

    /**
     * Brings the planner's statistics of the targets' tables up to date, fresh ({@code SCHEMA}) or live
     * ({@code public}). A rebuild fills tables far faster than autovacuum (off on some servers) analyses them, and a
     * planner that still counts a table empty scans the whole of it for each batch's lookup of a few hundred units:
     * every batch slower than the last.
     */
    void analyze(String schema, List<RebuildTarget> targets) {
        targets.stream().flatMap(target -> target.rows().stream()).map(OwnedRows::table).distinct()
                .forEach(table -> owner.execute((postgres ? "ANALYZE " : "ANALYZE TABLE ") + schema + "." + table));
    }

    /**
     * How a fold writes its rows: copied into the fresh partitions where the owner may (PostgreSQL), else inserted.
     */
    UnitRowsOut foldedRows() {
        return postgres && PartitionCopy.possible(owner, SCHEMA) ? new PartitionCopy(owner, SCHEMA)
                : UnitRowsOut.INSERTED;
    }

    /**
     * How the first pass writes the change points it records: copied into the fresh partitions by their owner, made
     * bare for it ({@link PointsCopy#begin}); else staged and copied as the service (PostgreSQL); else inserted.
     * {@code started}: the kinds whose recording starts from the log's beginning; {@code resumed}: the rest.
     */
    ChangeRowsOut beginRecording(Collection<String> started, Collection<String> resumed) {
        if (postgres && PointsCopy.possible(owner, SCHEMA)) {
            PointsCopy copy = new PointsCopy(owner, SCHEMA);
            copy.begin(started, resumed);
            return copy;
        }
        return postgres && StagedChanges.possible(jdbc) ? new StagedChanges() : ChangeRowsOut.INSERTED;
    }

    /** Whether the tables kept by kind are partitioned, and so swapped by partition (PostgreSQL, V93). */
    boolean partitioned() {
        return postgres;
    }

    <T> T live(Supplier<T> work) {
        return RowScopes.within(RowScope.projector(), () -> transactions.execute(status -> work.get()));
    }
}
