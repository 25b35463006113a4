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

    /** Puts every point written in place once the last is; fails as that fails. */
    default void finish() {
    }
}
