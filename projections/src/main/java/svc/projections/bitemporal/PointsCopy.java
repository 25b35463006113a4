package svc.projections.bitemporal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A rebuild's first pass's change points copied with PostgreSQL's {@code COPY} straight into the fresh partitions of
 * {@code bt_change}, bare while the pass runs ({@link BarePartitions}), as the tables' owner; {@link #finish} attaches
 * them again, which builds their key and index once over the filled partitions. Staged and inserted through the
 * table ({@link StagedChanges}), the points maintained both indexes one by one in the log's order: at a million events
 * 5.8 s of a 15.3 s first pass (docs/performance.md).
 *
 * <p>A batch's points commit on the owner's connection just before the batch's own transaction commits the rebuild's
 * positions. A pass that stops between the two leaves that batch's points in the partition, and the run that resumes
 * handles the batch again and copies them twice: such a run keeps its kinds' points ({@link #begin}'s
 * {@code resumed}) and removes the twins before the attach, whose primary key would refuse them.
 */
public final class PointsCopy implements ChangeRowsOut {
    private static final String TABLE = "bt_change";
    private static final String COLUMNS = "unit_id, kind, tenant, seq, sub, valid, recorded, op";

    private final JdbcTemplate owner;
    private final String schema;
    private final Map<String, String> detached = new LinkedHashMap<>();
    private final List<String> resumed = new ArrayList<>();

    /** Copies into the partitions of {@code schema}'s {@code bt_change}, on {@code owner}'s connections. */
    public PointsCopy(JdbcTemplate owner, String schema) {
        this.owner = owner;
        this.schema = schema;
    }

    /** Whether {@code owner} may copy into the partitions of {@code schema}'s {@code bt_change}, as their owner. */
    public static boolean possible(JdbcTemplate owner, String schema) {
        return BarePartitions.possible(owner, schema, TABLE);
    }

    /**
     * Makes the kinds' partitions bare: those of {@code started} kinds emptied (their recording starts from the log's
     * beginning), those of {@code resumed} kinds kept (it goes on from a position an earlier pass reached).
     */
    public void begin(Collection<String> started, Collection<String> resumed) {
        detached.putAll(BarePartitions.detach(owner, schema, TABLE, List.copyOf(started), true));
        detached.putAll(BarePartitions.detach(owner, schema, TABLE, List.copyOf(resumed), false));
        this.resumed.addAll(resumed);
    }

    @Override
    public void write(JdbcTemplate jdbc, List<ChangeRow> rows) {
        Map<String, CopyBinary> byKind = new LinkedHashMap<>();
        for (ChangeRow row : rows) {
            row.copyTo(byKind.computeIfAbsent(row.kind(), kind -> new CopyBinary()));
        }
        owner.execute((ConnectionCallback<Void>) connection -> {
            for (Map.Entry<String, CopyBinary> kind : byKind.entrySet()) {
                kind.getValue().copy(connection, "COPY " + partition(kind.getKey()) + " (" + COLUMNS
                        + ") FROM STDIN (FORMAT binary)");
            }
            return null;
        });
    }

    /** Removes the twins a stopped pass left of the resumed kinds' points, and attaches every partition again. */
    @Override
    public void finish() {
        for (String kind : resumed) {
            owner.update("DELETE FROM " + partition(kind) + " a USING " + partition(kind) + " b "
                    + "WHERE a.unit_id = b.unit_id AND a.seq = b.seq AND a.sub = b.sub AND a.ctid > b.ctid");
        }
        BarePartitions.attach(owner, schema, TABLE, detached);
        detached.clear();
        resumed.clear();
    }

    private String partition(String kind) {
        String partition = detached.get(kind);
        if (partition == null) {
            throw new IllegalStateException("a point of kind " + kind + " came to a copy that did not make the "
                    + "kind's partition of " + schema + "." + TABLE + " bare");
        }
        return partition;
    }
}
