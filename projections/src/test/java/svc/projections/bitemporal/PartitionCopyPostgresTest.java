package svc.projections.bitemporal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Rows written by COPY read back as the same rows inserted through the table would, text that COPY's format escapes
 * included: a fold's rows copied into the partitions of a schema's {@code bt_unit}, and a first pass's change points
 * staged into {@code bt_change}. Skipped without PostgreSQL.
 */
class PartitionCopyPostgresTest {
    private static Harness db;

    @BeforeAll
    static void database() {
        db = Harness.postgres();
    }

    @AfterAll
    static void dropDatabase() {
        db.close();
    }

    @BeforeEach
    void empty() {
        for (String table : List.of("public.bt_unit", "svc_rebuild.bt_unit", "public.bt_change",
                "svc_rebuild.bt_change")) {
            db.jdbc.update("DELETE FROM " + table);
        }
    }

    @Test
    void copiedRowsReadBackAsInsertedOnes() {
        Instant from = Instant.parse("2026-01-01T00:00:00Z");
        Instant known = Instant.parse("2026-02-03T04:05:06.123456Z");
        List<UnitRow> rows = List.of(
                new UnitRow("t/hypothesis/h", "hypothesis", "t", "tenant/t/brand/b", from, Eot.INSTANT, known,
                        Eot.INSTANT, 3, null, true, "{\"claim\":\"tab\\there, a\\\\slash, a \\\"quote\\\"\"}"),
                new UnitRow("t/hypothesis/h", "hypothesis", "t", null, Instant.parse("2025-01-01T00:00:00Z"), from,
                        known, Instant.parse("2026-03-01T00:00:00.000001Z"), 1, 2L, false,
                        "line\none\r\ntwo\\N\t\u00e9\u4e2d\ud83d\ude00"),
                new UnitRow("t/entity/e", "entity", "t", "\\N", from, Eot.INSTANT, known, Eot.INSTANT, 7, null,
                        true, "\\"));

        UnitRowsOut.INSERTED.write(db.jdbc, rows);
        PartitionCopy copy = new PartitionCopy(db.owner(), "svc_rebuild");
        copy.write(db.jdbc, rows.subList(0, 1));
        copy.write(db.jdbc, rows.subList(1, 3));
        copy.finish();

        assertThat(db.unitRows("svc_rebuild.bt_unit")).isEqualTo(db.unitRows("public.bt_unit")).hasSize(3);
        assertThat(db.jdbc.queryForObject("SELECT COUNT(*) FROM svc_parts."
                + db.jdbc.queryForObject("SELECT relname FROM pg_class WHERE oid = "
                        + "svc_parts.partition_of('svc_rebuild.bt_unit'::regclass, 'entity')", String.class),
                Integer.class)).as("the entity's row is in the fresh entity partition").isEqualTo(1);
    }

    @Test
    void stagedPointsReadBackAsInsertedOnesInTheTablesOnTheSearchPath() {
        Instant valid = Instant.parse("2026-01-01T00:00:00.5Z");
        Instant recorded = Instant.parse("2026-02-03T04:05:06.123456Z");
        List<ChangeRow> rows = List.of(
                new ChangeRow("t/hypothesis/h", "hypothesis", "t", 0, 0, valid, recorded,
                        "{\"op\":\"record\",\"claim\":\"a\\\\b\\tc\\nd\"}"),
                new ChangeRow("t/hypothesis/h", "hypothesis", "t", 1, 1, valid, recorded, "tab\there\r\n\\N \u4e2d"));

        ChangeRowsOut.INSERTED.write(db.jdbc, rows);
        db.inTransaction(() -> {
            db.jdbc.execute("SET LOCAL search_path TO svc_rebuild, public");
            new StagedChanges().write(db.jdbc, rows);
            return null;
        });

        assertThat(db.changeRows("svc_rebuild.bt_change")).isEqualTo(db.changeRows("public.bt_change")).hasSize(2);
        assertThat(StagedChanges.possible(db.jdbc)).isTrue();
    }

    @Test
    void aFoldThatStoppedAfterDetachingIsTakenUpByTheNextAndTheIndexesAreBuiltOnAttaching() {
        Instant from = Instant.parse("2026-01-01T00:00:00Z");
        UnitRow row = new UnitRow("t/hypothesis/h", "hypothesis", "t", null, from, Eot.INSTANT, from, Eot.INSTANT, 1,
                null, true, "{}");
        new PartitionCopy(db.owner(), "svc_rebuild").begin(List.of("hypothesis"));
        assertThat(partitionOfHypotheses()).as("detached while the fold runs").isNull();
        String loose = db.jdbc.queryForObject("SELECT c.oid::regclass::text FROM pg_class c JOIN pg_namespace n "
                + "ON n.oid = c.relnamespace WHERE n.nspname = 'svc_parts' AND c.relname LIKE 'bt_unit_hypothesis_%' "
                + "AND NOT c.relispartition", String.class);
        db.jdbc.update("INSERT INTO " + loose + " (unit_id, kind, tenant, valid_from, valid_to, sys_from, sys_to, "
                + "created_seq, present, state) VALUES ('t/hypothesis/stale', 'hypothesis', 't', now(), 'infinity', "
                + "now(), 'infinity', 1, TRUE, '{}')");

        PartitionCopy next = new PartitionCopy(db.owner(), "svc_rebuild");
        next.begin(List.of("hypothesis"));
        next.write(db.jdbc, List.of(row));
        next.finish();

        assertThat(db.unitRows("svc_rebuild.bt_unit")).extracting(Harness.UnitRow::unitId)
                .containsExactly("t/hypothesis/h");
        String partition = partitionOfHypotheses();
        assertThat(db.jdbc.queryForList("SELECT pg_get_indexdef(indexrelid) FROM pg_index "
                + "WHERE indrelid = CAST(? AS regclass) ORDER BY 1", String.class, partition))
                .as("every index of the parent, built by the attach").hasSize(3)
                .anySatisfy(index -> assertThat(index).contains("UNIQUE").contains("(unit_id, valid_from, sys_from, kind)"));
    }

    @Test
    void theOwnerMayCopyIntoBothSides() {
        assertThat(PartitionCopy.possible(db.jdbc, "svc_rebuild")).isTrue();
        assertThat(PartitionCopy.possible(db.jdbc, "public")).isTrue();
    }

    private static String partitionOfHypotheses() {
        return db.jdbc.queryForList("SELECT c.oid::regclass::text FROM pg_inherits i JOIN pg_class c "
                + "ON c.oid = i.inhrelid WHERE i.inhparent = 'svc_rebuild.bt_unit'::regclass "
                + "AND c.relname LIKE 'bt_unit_hypothesis_%'", String.class).stream().findFirst().orElse(null);
    }
}
