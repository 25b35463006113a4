package svc.workers.tell;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;
import svc.sql.SqlTimes;
import svc.workers.notice.NoticeIds;

/**
 * The deliverer's side of the outbox the notices processor writes: which messages are due, a lease on one while it
 * is being sent (so two nodes never send it at once, and a node killed mid-call leaves it to be sent again once the
 * lease runs out), and how each try ended. Every statement runs as the platform's worker.
 */
@Component
class Outbox {
    private final JdbcTemplate jdbc;
    private final TransactionTemplate transactions;

    Outbox(JdbcTemplate jdbc, TransactionTemplate transactions) {
        this.jdbc = jdbc;
        this.transactions = transactions;
    }

    /**
     * A rule's notices whose slot has come are gathered into one message under an id that every later try keeps.
     * Notices that arrive for a slot already sealed go out in a message of their own.
     */
    void sealDigests(Instant now) {
        asWorker(() -> {
            List<Object[]> slots = jdbc.query("SELECT target_id, slot, MIN(notice_id) FROM notice "
                            + "WHERE state = 'pending' AND message_id IS NULL AND slot <= ? GROUP BY target_id, slot",
                    (rs, i) -> new Object[] {rs.getString(1), SqlTimes.instant(rs, "slot"), rs.getString(3)},
                    SqlTimes.at(now));
            for (Object[] slot : slots) {
                String messageId = NoticeIds.digest((String) slot[0], slot[1].toString(), (String) slot[2]);
                jdbc.update("UPDATE notice SET message_id = ? WHERE target_id = ? AND slot = ? "
                        + "AND message_id IS NULL AND state = 'pending'", messageId, slot[0],
                        SqlTimes.at((Instant) slot[1]));
            }
            return null;
        });
    }

    List<String> due(Instant now, int limit) {
        return asWorker(() -> jdbc.queryForList("SELECT message_id FROM notice WHERE state = 'pending' "
                + "AND message_id IS NOT NULL AND due_at <= ? AND (lease_until IS NULL OR lease_until <= ?) "
                + "GROUP BY message_id ORDER BY MIN(due_at), message_id LIMIT ?", String.class, SqlTimes.at(now),
                SqlTimes.at(now), limit));
    }

    /** Takes the message for this node until {@code until}; false when another took it first. */
    boolean claim(String messageId, Instant now, Instant until) {
        return asWorker(() -> jdbc.update("UPDATE notice SET lease_until = ? WHERE message_id = ? "
                        + "AND state = 'pending' AND due_at <= ? AND (lease_until IS NULL OR lease_until <= ?)",
                SqlTimes.at(until), messageId, SqlTimes.at(now), SqlTimes.at(now)) > 0);
    }

    /** The message with the notices it still carries, or null when none is left to send. */
    OutgoingMessage load(String messageId) {
        return asWorker(() -> {
            List<OutgoingMessage> rows = jdbc.query("SELECT n.tenant, n.target_id, n.slot, n.tries, n.payload, "
                    + "t.kind, t.name, t.channel, t.address, t.sealed_secret, t.tries_bound, t.disabled "
                    + "FROM notice n JOIN notice_target t ON t.target_id = n.target_id "
                    + "WHERE n.message_id = ? AND n.state = 'pending' ORDER BY n.recorded_at, n.notice_id",
                    (rs, i) -> row(messageId, rs), messageId);
            if (rows.isEmpty()) {
                return null;
            }
            List<String> payloads = new ArrayList<>();
            rows.forEach(row -> payloads.addAll(row.payloads()));
            OutgoingMessage first = rows.get(0);
            int tries = rows.stream().mapToInt(OutgoingMessage::tries).max().orElse(0);
            return new OutgoingMessage(messageId, first.tenant(), first.target(), first.slot(), tries, payloads);
        });
    }

    void delivered(String messageId, int tries, Instant now) {
        finish(messageId, "delivered", tries, null, now);
    }

    void spent(String messageId, int tries, String error, Instant now) {
        finish(messageId, "failed", tries, error, now);
    }

    void retry(String messageId, int tries, Instant next, String error) {
        asWorker(() -> jdbc.update("UPDATE notice SET tries = ?, due_at = ?, last_error = ?, lease_until = NULL "
                + "WHERE message_id = ? AND state = 'pending'", tries, SqlTimes.at(next), error, messageId));
    }

    /** Nothing more goes to a disabled target. */
    void drop(String targetId, Instant now) {
        asWorker(() -> jdbc.update("UPDATE notice SET state = 'dropped', done_at = ?, lease_until = NULL "
                + "WHERE target_id = ? AND state = 'pending'", SqlTimes.at(now), targetId));
    }

    /** Writes the message for the mail relay, once: a second try of the same message finds it written. */
    void email(OutgoingMessage message, String subject, String body, Instant now) {
        asWorker(() -> {
            Integer written = jdbc.queryForObject("SELECT COUNT(*) FROM email_outbox WHERE message_id = ?",
                    Integer.class, message.messageId());
            if (written == null || written == 0) {
                jdbc.update("INSERT INTO email_outbox (message_id, tenant, rule_id, to_address, subject, body, "
                        + "written_at) VALUES (?, ?, ?, ?, ?, ?, ?)", message.messageId(), message.tenant(),
                        message.target().targetId(), message.target().address(), subject, body, SqlTimes.at(now));
            }
            return null;
        });
    }

    private void finish(String messageId, String state, int tries, String error, Instant now) {
        asWorker(() -> jdbc.update("UPDATE notice SET state = ?, tries = ?, last_error = ?, done_at = ?, "
                + "lease_until = NULL WHERE message_id = ? AND state = 'pending'", state, tries, error,
                SqlTimes.at(now), messageId));
    }

    private static OutgoingMessage row(String messageId, ResultSet rs) throws SQLException {
        OutgoingMessage.Target target = new OutgoingMessage.Target(rs.getString("target_id"), rs.getString("kind"),
                rs.getString("name"), rs.getString("channel"), rs.getString("address"),
                rs.getString("sealed_secret"), rs.getInt("tries_bound"), rs.getBoolean("disabled"));
        return new OutgoingMessage(messageId, rs.getString("tenant"), target, SqlTimes.instant(rs, "slot"),
                rs.getInt("tries"), List.of(rs.getString("payload")));
    }

    private <T> T asWorker(Supplier<T> work) {
        return RowScopes.within(RowScope.worker(), () -> transactions.execute(status -> work.get()));
    }
}
