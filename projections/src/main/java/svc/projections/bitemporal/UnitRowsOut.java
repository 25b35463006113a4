package svc.projections.bitemporal;

import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * How new rows of {@code bt_unit} are written: inserted, as every live write is, or, for a rebuild's fold on
 * PostgreSQL, copied into the fresh partitions ({@link PartitionCopy}).
 */
@FunctionalInterface
public interface UnitRowsOut {
    /** Multi-row inserts through the table, under its row-level security and checks. */
    UnitRowsOut INSERTED = (jdbc, rows) -> JdbcBatches.run(jdbc, RowWrites.INSERT_UNIT,
            rows.stream().map(UnitRow::arguments).toList());

    /** Readies the tables of these kinds for a fold's rows, before the fold clears them. */
    default void begin(List<String> kinds) {
    }

    void write(JdbcTemplate jdbc, List<UnitRow> rows);

    /** Waits until every row written is in place; fails as a write that failed did. */
    default void finish() {
    }
}
