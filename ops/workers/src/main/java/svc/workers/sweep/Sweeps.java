package svc.workers.sweep;

import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;
import svc.sql.SqlTimes;
import svc.workers.beat.OncePerCluster;

/**
 * What would otherwise grow forever, deleted on a schedule by one node of the cluster per turn: Svc-Key rows past
 * {@code svc.sweep.keys-kept}; sign-outs of one session whose token has expired; task holds of nodes no longer
 * serving (a task nobody serving holds is taken up as if it had no row); notices done with, and their e-mails, past
 * {@code svc.sweep.notices-kept}. Each table's count of rows deleted is the counter {@code svc.sweep.rows}.
 * The rows of a notice still pending are never touched; nothing swept is part of the log.
 */
@Component
@ConditionalOnProperty(name = "svc.beat.enabled", havingValue = "true", matchIfMissing = true)
public class Sweeps implements SchedulingConfigurer {
    private static final Logger LOG = LoggerFactory.getLogger(Sweeps.class);
    /** A sign-out row is kept this long past its token's expiry, for clocks that differ a little between nodes. */
    private static final Duration SIGN_OUT_PAST_EXPIRY = Duration.ofHours(1);
    private static final Duration LONGEST = Duration.ofMinutes(30);
    /** Deleted this many rows at a time, so a first sweep of a large table holds no long transaction. */
    private static final int BATCH = 1_000;

    private final JdbcTemplate jdbc;
    private final TransactionTemplate transactions;
    private final Clock clock;
    private final OncePerCluster cluster;
    private final SweepSettings settings;
    private final MeterRegistry meters;

    Sweeps(JdbcTemplate jdbc, TransactionTemplate transactions, Clock clock, OncePerCluster cluster,
            SweepSettings settings, MeterRegistry meters) {
        this.jdbc = jdbc;
        this.transactions = transactions;
        this.clock = clock;
        this.cluster = cluster;
        this.settings = settings;
        this.meters = meters;
    }

    @Override
    public void configureTasks(ScheduledTaskRegistrar tasks) {
        tasks.addFixedDelayTask(new FixedDelayTask(this::turn, settings.interval(), settings.interval()));
    }

    void turn() {
        cluster.run("sweep", settings.interval(), LONGEST, () -> {
            Map<String, Integer> swept = sweep();
            LOG.info("swept {}", swept);
        });
    }

    /** Sweeps every table now, on this node, and answers how many rows went from each. */
    public Map<String, Integer> sweep() {
        Instant now = clock.instant();
        Map<String, Integer> swept = new LinkedHashMap<>();
        swept.put("svc_key", batches("DELETE FROM svc_key WHERE (subject, idem_key) IN (SELECT subject, idem_key "
                + "FROM svc_key WHERE created < ? FETCH FIRST " + BATCH + " ROWS ONLY)",
                now.minus(settings.keysKept())));
        swept.put("svc_session_end", jdbc.update("DELETE FROM svc_session_end WHERE sid IS NOT NULL AND expires_at < ?",
                SqlTimes.at(now.minus(SIGN_OUT_PAST_EXPIRY))));
        swept.put("svc_task_hold", jdbc.update("DELETE FROM svc_task_hold WHERE NOT EXISTS (SELECT 1 FROM svc_node n "
                + "WHERE n.node_id = svc_task_hold.node_id)"));
        Instant noticesBefore = now.minus(settings.noticesKept());
        swept.put("email_outbox", asWorker(() -> batches("DELETE FROM email_outbox WHERE message_id IN (SELECT "
                + "message_id FROM email_outbox WHERE sent_at < ? FETCH FIRST " + BATCH + " ROWS ONLY)",
                noticesBefore)));
        swept.put("notice", asWorker(() -> batches("DELETE FROM notice WHERE notice_id IN (SELECT notice_id FROM "
                + "notice WHERE state <> 'pending' AND done_at < ? FETCH FIRST " + BATCH + " ROWS ONLY)",
                noticesBefore)));
        swept.forEach((table, rows) -> meters.counter("svc.sweep.rows", "table", table).increment(rows));
        return swept;
    }

    private int batches(String delete, Instant before) {
        int total = 0;
        int removed;
        do {
            removed = jdbc.update(delete, SqlTimes.at(before));
            total += removed;
        } while (removed >= BATCH);
        return total;
    }

    /** The notice tables are under row-level security: the deliverer's scope sees every tenant's rows. */
    private int asWorker(IntSupplier work) {
        Integer rows = RowScopes.within(RowScope.worker(), () -> transactions.execute(status -> work.getAsInt()));
        return rows == null ? 0 : rows;
    }
}
