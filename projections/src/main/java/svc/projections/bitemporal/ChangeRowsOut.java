package svc.projections.bitemporal;

import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * How recorded change points are written to {@code bt_change}: inserted, or, for a rebuild's first pass on
 * PostgreSQL, copied into the fresh partitions as their owner ({@link PointsCopy}) or, where the login may not,
 * through a staging table ({@link StagedChanges}).
 */
@FunctionalInterface
public interface ChangeRowsOut {
    /** Multi-row inserts through the table. */
    ChangeRowsOut INSERTED = (jdbc, rows) -> JdbcBatches.run(jdbc, RowWrites.INSERT_CHANGE,
            rows.stream().map(ChangeRow::arguments).toList());

    /** Writes the rows, in the caller's transaction unless the way says otherwise. */
    void write(JdbcTemplate jdbc, List<ChangeRow> rows);

    /**
     * Whether a write returns before its rows are in place, which commit on their own after the caller's transaction
     * (a rebuild then stores the positions they stand for only once {@link #awaitThrough} says they are in).
     */
    default boolean behindTheCaller() {
        return false;
    }

    /** How many writes were made so far: a mark for {@link #awaitThrough}. */
    default long written() {
        return 0;
    }

    /** Waits until the rows of the first {@code mark} writes are in place; fails as one of them failed. */
    default void awaitThrough(long mark) {
    }

    /** Puts every point written in place once the last is; fails as that fails. */
    default void finish() {
    }
}
