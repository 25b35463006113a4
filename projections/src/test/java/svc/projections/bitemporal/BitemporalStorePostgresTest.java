package svc.projections.bitemporal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.OffsetDateTime;
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

    @Test
    void theDatabaseRefusesRowsOfOneStatementThatOverlapEachOther() {
        db.clear();

        assertThatThrownBy(() -> db.jdbc.update(ROW + ", (?, 'hypothesis', 't', ?, ?, ?, ?, 1, TRUE, '{}')",
                "t/hypothesis/a", at(1), at(10), at(1), at(10), "t/hypothesis/a", at(9), at(20), at(9), at(20)))
                .isInstanceOf(DataIntegrityViolationException.class).hasMessageContaining("t/hypothesis/a");
        assertThat(db.jdbc.queryForObject("SELECT COUNT(*) FROM bt_unit", Integer.class)).isZero();
    }

    @Test
    void aRowMayBeClosedAndRestatedButNotMovedOrReopened() {
        db.clear();
        db.jdbc.update(ROW, "t/hypothesis/a", at(1), at(10), at(1), at(30));
        String where = " WHERE unit_id = 't/hypothesis/a'";

        assertThatCode(() -> {
            db.jdbc.update("UPDATE bt_unit SET sys_to = ?" + where, at(20));
            db.jdbc.update("UPDATE bt_unit SET state = '{\"present\":false}'" + where);
        }).doesNotThrowAnyException();
        assertThatThrownBy(() -> db.jdbc.update("UPDATE bt_unit SET sys_to = ?" + where, at(25)))
                .isInstanceOf(DataIntegrityViolationException.class).hasMessageContaining("only be closed");
        assertThatThrownBy(() -> db.jdbc.update("UPDATE bt_unit SET valid_to = ?" + where, at(12)))
                .isInstanceOf(DataIntegrityViolationException.class).hasMessageContaining("only be closed");
    }

    private static OffsetDateTime at(int day) {
        return OffsetDateTime.parse("2026-01-01T00:00:00Z").plusDays(day);
    }
}
