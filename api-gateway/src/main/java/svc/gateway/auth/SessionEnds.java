package svc.gateway.auth;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Ended sessions, in the shared database so that every node refuses a signed-out token from the next call on. One
 * session ends by its id; every session of a subject ends by the time: a token issued at or before it is refused.
 */
@Component
public class SessionEnds {
    private final JdbcTemplate jdbc;
    private final Clock clock;

    SessionEnds(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    public void endOne(String subject, String session) {
        jdbc.update("INSERT INTO svc_session_end (sid, subject, ended_at) VALUES (?, ?, ?)", session, subject,
                clock.instant().atOffset(ZoneOffset.UTC));
    }

    public void endEvery(String subject) {
        jdbc.update("INSERT INTO svc_session_end (sid, subject, ended_at) VALUES (NULL, ?, ?)", subject,
                clock.instant().atOffset(ZoneOffset.UTC));
    }

    /**
     * Whether a token of this subject and session, issued at {@code issuedAt}, was signed out. {@code iat} has whole
     * seconds, so a token issued in the same second as an every-session end is refused too: refusing one too many
     * is safe, letting one through is not.
     */
    boolean ended(String subject, String session, Instant issuedAt) {
        Integer found = jdbc.queryForObject("SELECT COUNT(*) FROM svc_session_end WHERE sid = ? "
                        + "OR (sid IS NULL AND subject = ? AND ended_at >= ?)", Integer.class,
                session, subject, issuedAt.atOffset(ZoneOffset.UTC));
        return found != null && found > 0;
    }
}
