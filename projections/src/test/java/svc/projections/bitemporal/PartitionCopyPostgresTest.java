package svc.projections.bitemporal;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Rows written by COPY read back as the same rows inserted through the table would, text that COPY's format escapes
 * included: a fold's rows copied into the partitions of a schema's {@code bt_unit}, and a first pass's change points
 * copied into those of {@code bt_change} or staged into it. Skipped without PostgreSQL.
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
    void pointsCopiedIntoTheBarePartitionsReadBackAsInsertedOnesAndTheAttachBuildsTheirIndexes() {
        List<ChangeRow> rows = points("t/hypothesis/h", 0, 3);
        ChangeRowsOut.INSERTED.write(db.jdbc, rows);

        PointsCopy copy = new PointsCopy(db.owner(), "svc_rebuild");
        copy.begin(List.of("hypothesis"), List.of());
        assertThat(partitionOf("bt_change", "hypothesis")).as("detached while the pass runs").isNull();
        copy.write(db.jdbc, rows.subList(0, 2));
        copy.write(db.jdbc, rows.subList(2, 3));
        copy.finish();

        assertThat(db.changeRows("svc_rebuild.bt_change")).isEqualTo(db.changeRows("public.bt_change")).hasSize(3);
        assertThat(db.jdbc.queryForList("SELECT pg_get_indexdef(indexrelid) FROM pg_index "
                + "WHERE indrelid = CAST(? AS regclass) ORDER BY 1", String.class,
                partitionOf("bt_change", "hypothesis")))
                .as("the parent's key and index, built by the attach").hasSize(2)
                .anySatisfy(index -> assertThat(index).contains("UNIQUE").contains("(unit_id, seq, sub, kind)"));
        assertThat(PointsCopy.possible(db.owner(), "svc_rebuild")).isTrue();
    }

    /**
     * A pass stopped after a batch's points committed and before its positions did: the next run handles the batch
     * again, and the points it copies twice are once in the attached partition.
     */
    @Test
    void aResumedPassLeavesNoTwinOfTheBatchAStoppedOneCopied() {
        List<ChangeRow> first = points("t/hypothesis/h", 0, 2);
        List<ChangeRow> next = points("t/hypothesis/h", 2, 2);
        PointsCopy stopped = new PointsCopy(db.owner(), "svc_rebuild");
        stopped.begin(List.of("hypothesis"), List.of());
        stopped.write(db.jdbc, first);
        stopped.awaitThrough(stopped.written());

        PointsCopy resumed = new PointsCopy(db.owner(), "svc_rebuild");
        resumed.begin(List.of(), List.of("hypothesis"));
        resumed.write(db.jdbc, first);
        resumed.write(db.jdbc, next);
        resumed.finish();

        assertThat(db.changeRows("svc_rebuild.bt_change")).extracting(Harness.ChangeRow::seq)
                .containsExactly(0L, 1L, 2L, 3L);
    }

    /**
     * A write returns while its points are still on their way in; waiting through it returns only once they are in,
     * which is what lets a rebuild store the positions they stand for.
     */
    @Test
    void aWriteReturnsAtOnceAndWaitingThroughItReturnsOnceItsPointsAreIn() throws Exception {
        PointsCopy copy = new PointsCopy(db.owner(), "svc_rebuild");
        copy.begin(List.of("hypothesis"), List.of());
        String partition = db.owner().queryForObject("SELECT c.oid::regclass::text FROM pg_class c JOIN pg_namespace n "
                + "ON n.oid = c.relnamespace WHERE n.nspname = 'svc_parts' AND c.relname LIKE 'bt_change_hypothesis_%' "
                + "AND NOT c.relispartition", String.class);
        try (Connection holder = db.anotherConnection()) {
            holder.setAutoCommit(false);
            holder.createStatement().execute("LOCK TABLE " + partition + " IN ACCESS EXCLUSIVE MODE");
            copy.write(db.jdbc, points("t/hypothesis/h", 0, 2));
            assertThat(copy.written()).isEqualTo(1);
            CompletableFuture<Void> waited = CompletableFuture.runAsync(
                    () -> copy.awaitThrough(1));
            Thread.sleep(300);
            assertThat(waited).as("waiting while the copy is held").isNotDone();
            holder.rollback();
            waited.get(30, TimeUnit.SECONDS);
        }
        assertThat(db.owner().queryForObject("SELECT COUNT(*) FROM " + partition, Integer.class)).isEqualTo(2);
        copy.finish();
    }

    @Test
    void aPassFromTheBeginningEmptiesWhatAStoppedOneLeft() {
        PointsCopy stopped = new PointsCopy(db.owner(), "svc_rebuild");
        stopped.begin(List.of("hypothesis"), List.of());
        stopped.write(db.jdbc, points("t/hypothesis/stale", 0, 1));
        stopped.awaitThrough(stopped.written());

        PointsCopy again = new PointsCopy(db.owner(), "svc_rebuild");
        again.begin(List.of("hypothesis"), List.of());
        again.write(db.jdbc, points("t/hypothesis/h", 0, 1));
        again.finish();

        assertThat(db.changeRows("svc_rebuild.bt_change")).extracting(Harness.ChangeRow::unitId)
                .containsExactly("t/hypothesis/h");
    }

    /** Points of one unit, one change each, from sequence number {@code from}. */
    private static List<ChangeRow> points(String unitId, int from, int count) {
        Instant recorded = Instant.parse("2026-02-03T04:05:06.123456Z");
        return IntStream.range(from, from + count)
                .mapToObj(seq -> new ChangeRow(unitId, "hypothesis", "t", seq, 0,
                        Instant.parse("2026-01-01T00:00:00Z").plusSeconds(seq), recorded,
                        "{\"op\":\"record\",\"claim\":\"c" + seq + "\\t\"}"))
                .toList();
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
        return partitionOf("bt_unit", "hypothesis");
    }

    /** The partition of the kind attached to {@code svc_rebuild}'s table; null when it is detached. */
    private static String partitionOf(String table, String kind) {
        return db.jdbc.queryForList("SELECT c.oid::regclass::text FROM pg_inherits i JOIN pg_class c "
                + "ON c.oid = i.inhrelid WHERE i.inhparent = CAST(? AS regclass) AND c.relname LIKE ?", String.class,
                "svc_rebuild." + table, table + "_" + kind + "_%").stream().findFirst().orElse(null);
    }
}
