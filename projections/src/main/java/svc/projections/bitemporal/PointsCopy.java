package svc.projections.bitemporal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A rebuild's first pass's change points copied with PostgreSQL's {@code COPY} straight into the fresh partitions of
 * {@code bt_change}, bare while the pass runs ({@link BarePartitions}), as the tables' owner; {@link #finish} attaches
 * them again, which builds their key and index once over the filled partitions. Staged and inserted through the
 * table ({@link StagedChanges}), the points maintained both indexes one by one in the log's order: at a million events
 * 5.8 s of a 15.3 s first pass (docs/performance.md).
 *
 * <p>Each write is copied on a thread of its own, in a transaction of its own, while the pass handles its next batch:
 * a write returns at once ({@link #behindTheCaller}), and the rebuild stores the positions a write's points stand for
 * only once {@link #awaitThrough} says they are in. A pass that stops after a batch's points commit and before the
 * positions that cover them do leaves points that the run that resumes handles and copies again: such a run keeps its
 * kinds' points ({@link #begin}'s {@code resumed}) and removes the twins before the attach, whose primary key would
 * refuse them.
 */
public final class PointsCopy implements ChangeRowsOut {
    private static final String TABLE = "bt_change";
    private static final String COLUMNS = "unit_id, kind, tenant, seq, sub, valid, recorded, op";

    private final JdbcTemplate owner;
    private final String schema;
    private final Map<String, String> detached = new LinkedHashMap<>();
    private final List<String> resumed = new ArrayList<>();
    private final KindCopies copies;

    /** Copies into the partitions of {@code schema}'s {@code bt_change}, on {@code owner}'s connections. */
    public PointsCopy(JdbcTemplate owner, String schema) {
        this.owner = owner;
        this.schema = schema;
        this.copies = new KindCopies(owner, COLUMNS, this::partition, "points-copy");
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
        copies.send(rows);
    }

    @Override
    public boolean behindTheCaller() {
        return true;
    }

    @Override
    public long written() {
        return copies.sent();
    }

    @Override
    public void awaitThrough(long mark) {
        copies.awaitThrough(mark);
    }

    /**
     * Waits for every copy, removes the twins a stopped pass left of the resumed kinds' points, and attaches every
     * partition again. The copying thread ends.
     */
    @Override
    public void finish() {
        copies.finish();
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
