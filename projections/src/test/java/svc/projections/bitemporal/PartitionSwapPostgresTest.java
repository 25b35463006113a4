package svc.projections.bitemporal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DataIntegrityViolationException;
import svc.command.api.UnitKind;

/**
 * The tables kept by kind on PostgreSQL (V93): a partition per kind on each side, live and fresh, and the swap that
 * exchanges them, checking the fresh rows first. Skipped without PostgreSQL.
 */
class PartitionSwapPostgresTest {
    private static final String ROW = "INSERT INTO %s.bt_unit (unit_id, kind, tenant, valid_from, valid_to, sys_from, "
            + "sys_to, created_seq, present, state) VALUES (?, ?, 't', ?, ?, ?, ?, 1, TRUE, ?)";
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
        db.jdbc.update("DELETE FROM public.bt_unit");
        db.jdbc.update("DELETE FROM svc_rebuild.bt_unit");
    }

    @Test
    void everyKindHasAPartitionOfEachTableOnEachSide() {
        for (UnitKind kind : UnitKind.values()) {
            for (String parent : List.of("public.bt_unit", "public.bt_change", "svc_rebuild.bt_unit",
                    "svc_rebuild.bt_change")) {
                assertThat(db.jdbc.queryForObject("SELECT svc_parts.partition_of(?::regclass, ?)::text",
                        String.class, parent, kind.wire())).as("%s of %s", parent, kind).startsWith("svc_parts.");
            }
        }
    }

    @Test
    void aSwapPutsAKindsFreshRowsInPlaceOfItsLiveOnesAndLeavesOtherKindsBe() {
        row("public", "t/hypothesis/a", "hypothesis", 1, 10, "{\"v\":\"old\"}");
        row("public", "t/entity/e", "entity", 1, 10, "{\"v\":\"entity\"}");
        row("svc_rebuild", "t/hypothesis/a", "hypothesis", 1, 5, "{\"v\":\"new\"}");
        row("svc_rebuild", "t/hypothesis/a", "hypothesis", 5, 10, "{\"v\":\"newer\"}");

        swap("bt_unit", "hypothesis");

        assertThat(states("public")).containsExactly("{\"v\":\"entity\"}", "{\"v\":\"new\"}", "{\"v\":\"newer\"}");
        assertThat(states("svc_rebuild")).isEmpty();
    }

    @Test
    void theLiveChecksHoldOnASwappedInPartitionAndASwapGoesBackAgain() {
        row("svc_rebuild", "t/hypothesis/a", "hypothesis", 1, 10, "{}");
        swap("bt_unit", "hypothesis");

        assertThatThrownBy(() -> row("public", "t/hypothesis/a", "hypothesis", 5, 20, "{}"))
                .isInstanceOf(DataIntegrityViolationException.class).hasMessageContaining("bt_unit_no_overlap");
        assertThatThrownBy(() -> db.jdbc.update("UPDATE public.bt_unit SET valid_to = ?", at(12)))
                .isInstanceOf(DataIntegrityViolationException.class).hasMessageContaining("only be closed");

        row("svc_rebuild", "t/hypothesis/b", "hypothesis", 1, 10, "{\"v\":\"b\"}");
        swap("bt_unit", "hypothesis");
        assertThat(states("public")).containsExactly("{\"v\":\"b\"}");
    }

    @Test
    void aSwapRefusesFreshRowsOfAUnitThatOverlapOnBothAxesAndChangesNothing() {
        row("public", "t/hypothesis/a", "hypothesis", 1, 10, "{\"v\":\"live\"}");
        row("svc_rebuild", "t/hypothesis/a", "hypothesis", 1, 10, "{}");
        db.jdbc.update(String.format(ROW, "svc_rebuild"), "t/hypothesis/a", "hypothesis", at(5), at(20), at(2),
                at(30), "{}");

        assertThatThrownBy(() -> db.jdbc.execute("BEGIN; SELECT svc_swap_partitions('bt_unit', "
                + "ARRAY['hypothesis']); COMMIT"))
                .isInstanceOf(DataIntegrityViolationException.class).hasMessageContaining("t/hypothesis/a");
        db.jdbc.execute("ROLLBACK");
        assertThat(states("public")).containsExactly("{\"v\":\"live\"}");
    }

    @Test
    void aSwapTakesOnlyTheTablesKeptByKindAndKindsWithPartitions() {
        assertThatThrownBy(() -> swap("grant_current", "hypothesis")).rootCause().hasMessageContaining("not partitioned by kind");
        assertThatThrownBy(() -> swap("bt_unit", "no_such_kind")).rootCause()
                .hasMessageContaining("no partition for kind");
        assertThatCode(() -> swap("bt_change", "entity")).doesNotThrowAnyException();
    }

    private static void swap(String table, String... kinds) {
        db.jdbc.queryForList("SELECT svc_swap_partitions(?, ?::text[])", table,
                "{" + String.join(",", Arrays.asList(kinds)) + "}");
    }

    private static void row(String schema, String unit, String kind, int sysFrom, int sysTo, String state) {
        db.jdbc.update(String.format(ROW, schema), unit, kind, at(1), at(10), at(sysFrom), at(sysTo), state);
    }

    private static List<String> states(String schema) {
        return db.jdbc.queryForList("SELECT state FROM " + schema + ".bt_unit ORDER BY unit_id, sys_from",
                String.class);
    }

    private static OffsetDateTime at(int day) {
        return OffsetDateTime.of(2020, 1, day, 0, 0, 0, 0, ZoneOffset.UTC);
    }
}
