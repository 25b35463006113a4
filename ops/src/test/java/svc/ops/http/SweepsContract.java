package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;
import svc.sql.SqlTimes;
import svc.workers.sweep.Sweeps;

/**
 * The sweep on a migrated record (row-level security included on PostgreSQL): what is past its keeping goes, what
 * is within it or still pending stays, and each table's count reaches the metrics.
 */
abstract class SweepsContract extends HttpSupport {
    @Autowired
    Sweeps sweeps;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    TransactionTemplate transactions;

    @Autowired
    MeterRegistry meters;

    @Test
    void whatIsPastItsKeepingIsSweptAndTheRestStays() {
        Instant now = Instant.now();
        String subject = "sweep-" + ownName;
        key(subject, "k-8-days", now.minus(Duration.ofDays(8)));
        key(subject, "k-6-days", now.minus(Duration.ofDays(6)));
        signOut(subject, "sid-expired", now.minus(Duration.ofHours(2)));
        signOut(subject, "sid-live", now.plus(Duration.ofHours(2)));
        jdbc.update("INSERT INTO svc_task_hold (task_id, node_id) VALUES (?, ?)", "tk-gone-" + ownName,
                "node-gone-" + ownName);
        notice("n-delivered-old", "delivered", now.minus(Duration.ofDays(31)));
        notice("n-delivered-new", "delivered", now.minus(Duration.ofDays(1)));
        notice("n-pending", "pending", null);
        double before = swept("svc_key");

        sweeps.sweep();

        assertThat(jdbc.queryForList("SELECT idem_key FROM svc_key WHERE subject = ?", String.class, subject))
                .containsExactly("k-6-days");
        assertThat(jdbc.queryForList("SELECT sid FROM svc_session_end WHERE subject = ?", String.class, subject))
                .containsExactly("sid-live");
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM svc_task_hold WHERE node_id = ?", Integer.class,
                "node-gone-" + ownName)).isZero();
        List<String> notices = RowScopes.within(RowScope.worker(), () -> transactions.execute(status ->
                jdbc.queryForList("SELECT notice_id FROM notice WHERE tenant = ? ORDER BY notice_id", String.class,
                        acmeId)));
        assertThat(notices).containsExactly(id("n-delivered-new"), id("n-pending"));
        assertThat(swept("svc_key") - before).isGreaterThanOrEqualTo(1);
    }

    private void key(String subject, String key, Instant created) {
        jdbc.update("INSERT INTO svc_key (subject, idem_key, route, fingerprint, created) VALUES (?, ?, ?, ?, ?)",
                subject, key, "act/record", "f".repeat(64), SqlTimes.at(created));
    }

    private void signOut(String subject, String sid, Instant expires) {
        jdbc.update("INSERT INTO svc_session_end (sid, subject, ended_at, expires_at) VALUES (?, ?, ?, ?)", sid,
                subject, SqlTimes.at(expires.minus(Duration.ofHours(8))), SqlTimes.at(expires));
    }

    private void notice(String id, String state, Instant doneAt) {
        Instant at = doneAt == null ? Instant.now() : doneAt;
        RowScopes.within(RowScope.worker(), () -> transactions.execute(status -> jdbc.update(
                "INSERT INTO notice (notice_id, tenant, target_id, type, payload, recorded_at, slot, due_at, tries, "
                        + "state, done_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
                id(id), acmeId, "target-" + ownName, "HypothesisSettled", "{}", SqlTimes.at(at), SqlTimes.at(at),
                SqlTimes.at(at), state, doneAt == null ? null : SqlTimes.at(doneAt))));
    }

    private String id(String notice) {
        return notice + "-" + ownName;
    }

    private double swept(String table) {
        return meters.counter("svc.sweep.rows", "table", table).count();
    }
}
