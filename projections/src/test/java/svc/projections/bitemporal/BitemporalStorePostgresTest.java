package svc.projections.bitemporal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DataIntegrityViolationException;

/** The examples on PostgreSQL: one database for the class, created on first use; skipped without PostgreSQL. */
class BitemporalStorePostgresTest extends BitemporalStoreExamples {
    private static final String ROW = "INSERT INTO bt_unit (unit_id, kind, tenant, valid_from, valid_to, sys_from, "
            + "sys_to, created_seq, present, state) VALUES (?, 'hypothesis', 't', ?, ?, ?, ?, 1, TRUE, '{}')";
    private static Harness shared;

    @Override
    Harness database() {
        if (shared == null) {
            shared = Harness.postgres();
        }
        return shared;
    }

    @AfterAll
    static void dropDatabase() {
        if (shared != null) {
            shared.close();
            shared = null;
        }
    }

    @Test
    void theDatabaseRefusesTwoRowsOfOneUnitOverlappingOnBothAxes() {
        db.clear();
        db.jdbc.update(ROW, "t/hypothesis/a", at(1), at(10), at(1), at(10));

        assertThatThrownBy(() -> db.jdbc.update(ROW, "t/hypothesis/a", at(5), at(20), at(5), at(20)))
                .isInstanceOf(DataIntegrityViolationException.class).hasMessageContaining("bt_unit_no_overlap");
    }

    @Test
    void theDatabaseTakesRowsThatMeetButDoNotOverlapOrBelongToAnotherUnit() {
        db.clear();
        db.jdbc.update(ROW, "t/hypothesis/a", at(1), at(10), at(1), at(10));

        assertThatCode(() -> {
            db.jdbc.update(ROW, "t/hypothesis/a", at(10), at(20), at(1), at(10));
            db.jdbc.update(ROW, "t/hypothesis/a", at(1), at(10), at(10), at(20));
            db.jdbc.update(ROW, "t/hypothesis/b", at(1), at(10), at(1), at(10));
        }).doesNotThrowAnyException();
    }

    /**
     * A hash-led GiST index on the unit id (the no-overlap constraint) answers a lookup of one unit by walking much
     * of its tree: the planner chose it over the primary key, and each close took 20 ms on 300,000 rows.
     */
    @Test
    void aUnitsRowsAreFoundByItsKeysNotByTheNoOverlapConstraint() {
        db.clear();
        db.jdbc.update("INSERT INTO bt_unit (unit_id, kind, tenant, valid_from, valid_to, sys_from, sys_to, "
                + "created_seq, present, state) SELECT 't/hypothesis/u' || i, 'hypothesis', 't', "
                + "TIMESTAMPTZ '2026-01-01', TIMESTAMPTZ 'infinity', TIMESTAMPTZ '2026-01-01' + i * INTERVAL '1 second', "
                + "TIMESTAMPTZ 'infinity', i, TRUE, '{}' FROM generate_series(1, 20000) i");
        db.jdbc.execute("ANALYZE bt_unit");

        for (String lookup : List.of(
                "UPDATE bt_unit SET sys_to = now(), closed_seq = 2 WHERE unit_id = 't/hypothesis/u7' "
                        + "AND valid_from = TIMESTAMPTZ '2026-01-01' AND sys_from = TIMESTAMPTZ '2026-01-01 00:00:07'",
                "DELETE FROM bt_unit WHERE unit_id = 't/hypothesis/u7' AND valid_from = TIMESTAMPTZ '2026-01-01' "
                        + "AND sys_from = TIMESTAMPTZ '2026-01-01 00:00:07'",
                "SELECT unit_id, state FROM bt_unit WHERE sys_to = TIMESTAMPTZ 'infinity' "
                        + "AND valid_to > TIMESTAMPTZ '2026-01-01' AND unit_id IN ('t/hypothesis/u7', 't/hypothesis/u9')")) {
            String plan = String.join("\n", db.jdbc.queryForList("EXPLAIN " + lookup, String.class));
            assertThat(plan).as(lookup).doesNotContain("bt_unit_no_overlap").contains("Index");
        }
    }

    private static OffsetDateTime at(int day) {
        return OffsetDateTime.parse("2026-01-01T00:00:00Z").plusDays(day);
    }
}
