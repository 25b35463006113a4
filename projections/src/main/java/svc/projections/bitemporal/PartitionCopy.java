package svc.projections.bitemporal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A fold's new rows of {@code bt_unit} copied with PostgreSQL's {@code COPY} straight into the partition of their
 * kind attached to {@code <schema>.bt_unit} (V93): a rebuild's fold writes millions of rows, and multi-row inserts
 * spent most of the fold's time in the driver's binds and the executor (docs/performance.md). PostgreSQL refuses
 * {@code COPY FROM} through a table under row-level security, and a partition has none of its own, so the copy goes
 * to the partition, as the tables' owner (only the owner may reach {@code svc_parts}). Nothing checks the rows as
 * they arrive: the swap checks a fresh partition for overlaps before it is attached to the live table.
 *
 * <p>The indexes are built once, over the filled partition: {@link #begin} makes each kind's partition bare
 * ({@link BarePartitions}) and {@link #finish} attaches it again, which builds them (a copy into the indexed
 * partition maintained three indexes row by row). A fold that stops between leaves the partition detached; the next
 * fold's {@code begin} finds it so and goes on.
 *
 * <p>Each page's copy runs on a thread of its own while the fold goes on with the next page, so the fold's CPU and
 * PostgreSQL's (parsing the rows, maintaining the indexes) overlap instead of taking turns; at most two pages wait.
 * It runs on a connection of the owner's in a transaction of its own: a fold that stops part way folds again from its
 * first page, which deletes what it had written. A copy that failed fails a later write, or {@link #finish}.
 */
public final class PartitionCopy implements UnitRowsOut {
    private static final String TABLE = "bt_unit";
    private static final String COLUMNS = "unit_id, kind, tenant, place, valid_from, valid_to, sys_from, sys_to, "
            + "created_seq, closed_seq, present, state";

    private final JdbcTemplate owner;
    private final String schema;
    private final Map<String, String> partitions = new ConcurrentHashMap<>();
    private final Map<String, String> detached = new LinkedHashMap<>();
    private final KindCopies copies;

    /** Copies into the partitions of {@code schema}'s {@code bt_unit}, on {@code owner}'s connections. */
    public PartitionCopy(JdbcTemplate owner, String schema) {
        this.owner = owner;
        this.schema = schema;
        this.copies = new KindCopies(owner, COLUMNS, this::partition, "fold-copy");
    }

    /**
     * Whether {@code owner} may copy into the partitions of {@code schema}'s {@code bt_unit} and detach and attach
     * them: as the owner of the table and its partitions. PostgreSQL's alone (H2 has no partitions).
     */
    public static boolean possible(JdbcTemplate owner, String schema) {
        return BarePartitions.possible(owner, schema, TABLE);
    }

    /**
     * Detaches each kind's partition from the schema's table (or finds it detached by a fold that stopped), drops its
     * indexes and empties it ({@link BarePartitions}).
     */
    @Override
    public void begin(List<String> kinds) {
        Map<String, String> bare = BarePartitions.detach(owner, schema, TABLE, kinds, true);
        detached.putAll(bare);
        partitions.putAll(bare);
    }

    /** Sends the page's rows to be copied, once at most one page sent before is still on its way in. */
    @Override
    public void write(JdbcTemplate jdbc, List<UnitRow> rows) {
        copies.awaitThrough(copies.sent() - 1);
        copies.send(rows);
    }

    /**
     * Waits for every copy sent and attaches the partitions {@link #begin} detached, which builds their indexes; then
     * fails as the first copy that failed did. The copying thread ends.
     */
    @Override
    public void finish() {
        try {
            copies.finish();
        } finally {
            BarePartitions.attach(owner, schema, TABLE, detached);
            detached.clear();
        }
    }

    /** The partition of {@code kind} attached to the schema's table (V93's {@code partition_of}), found once. */
    private String partition(String kind) {
        return partitions.computeIfAbsent(kind, k -> owner.queryForObject(
                "SELECT svc_parts.partition_of(CAST(? AS regclass), ?)::text", String.class, schema + "." + TABLE, k));
    }
}
