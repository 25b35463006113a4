package svc.ops.rebuild;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.ops.DemoStorage;
import svc.projections.bitemporal.PartitionCopy;
import svc.projections.bitemporal.PointsCopy;

/** Rebuilds on PostgreSQL: migrated by the owner, served and rebuilt as {@code svc_app} under row-level security. */
class PostgresRebuildTest extends RebuildContract {
    @Override
    Map<String, Object> demoDatabase() {
        return DemoStorage.postgres();
    }

    /** Only a table's owner may analyse it; svc_app's ANALYZE is skipped with a warning the client never sees. */
    @Test
    @Order(2)
    void theRebuildAnalysedTheFreshTablesAndTheLiveOnesAsTheirOwner() {
        assertThat(query("SELECT schemaname, relname FROM pg_stat_user_tables WHERE relname = 'bt_unit' "
                + "AND last_analyze IS NOT NULL ORDER BY schemaname"))
                .extracting(row -> row.get("schemaname")).containsExactly("public", "svc_rebuild");
    }

    /**
     * The fold's rows and the first pass's points go to the fresh partitions by COPY, as their owner: svc_app may not
     * reach the partitions. Either falling back to inserts would pass every other test, only slower.
     */
    @Test
    @Order(3)
    void theFoldAndTheFirstPassCopyAsTheOwner() {
        FreshTables tables = FreshTables.of(server());
        assertThat(tables.foldedRows()).isInstanceOf(PartitionCopy.class);
        assertThat(tables.beginRecording(List.of(), List.of())).isInstanceOf(PointsCopy.class);
        assertThat(PartitionCopy.possible(server().getBean(JdbcTemplate.class), FreshTables.SCHEMA))
                .as("svc_app reaches no partition").isFalse();
    }
}
