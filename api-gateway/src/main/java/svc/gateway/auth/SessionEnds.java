package svc.gateway.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import svc.sql.SqlTimes;

/**
 * Ended sessions, in the shared database so that every node refuses a signed-out token from the next call on. One
 * session ends by its id; every session of a subject ends by the time: a token issued at or before it is refused.
 */
@Component
public class SessionEnds {
    /** Past the 60 s of clock skew the token validator allows, and then some: a token this long expired is refused. */
    private static final Duration KEPT_PAST_EXPIRY = Duration.ofHours(1);

    private final JdbcTemplate jdbc;
    private final TransactionTemplate transactions;
    private final Clock clock;

    SessionEnds(JdbcTemplate jdbc, TransactionTemplate transactions, Clock clock) {
        this.jdbc = jdbc;
        this.transactions = transactions;
        this.clock = clock;
    }

    /**
     * Ends one session, whose token expires at {@code expires}. Rows of sessions whose tokens have expired go at the
     * same time: sign-outs are what add rows, so the table holds the sessions still live and one row per subject.
     */
    public void endOne(String subject, String session, Instant expires) {
        Instant now = clock.instant();
        transactions.executeWithoutResult(status -> {
            jdbc.update("DELETE FROM svc_session_end WHERE expires_at < ?", SqlTimes.at(now.minus(KEPT_PAST_EXPIRY)));
            jdbc.update("INSERT INTO svc_session_end (sid, subject, ended_at, expires_at) VALUES (?, ?, ?, ?)",
                    session, subject, SqlTimes.at(now), SqlTimes.at(expires));
        });
    }

    /** Ends every session of the subject begun until now; this row ends all an earlier one of the subject ended. */
    public void endEvery(String subject) {
        Instant now = clock.instant();
        transactions.executeWithoutResult(status -> {
            jdbc.update("DELETE FROM svc_session_end WHERE sid IS NULL AND subject = ? AND ended_at <= ?", subject,
                    SqlTimes.at(now));
            jdbc.update("INSERT INTO svc_session_end (sid, subject, ended_at) VALUES (NULL, ?, ?)", subject,
                    SqlTimes.at(now));
        });
    }

    /**
     * Whether a token of this subject and session, issued at {@code issuedAt}, was signed out. {@code iat} has whole
     * seconds, so a token issued in the same second as an every-session end is refused too: refusing one too many
     * is safe, letting one through is not.
     */
    boolean ended(String subject, String session, Instant issuedAt) {
        Integer found = jdbc.queryForObject("SELECT COUNT(*) FROM svc_session_end WHERE sid = ? "
                        + "OR (sid IS NULL AND subject = ? AND ended_at >= ?)", Integer.class,
                session, subject, SqlTimes.at(issuedAt));
        return found != null && found > 0;
    }
}
