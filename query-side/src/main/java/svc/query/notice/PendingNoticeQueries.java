package svc.query.notice;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.query.api.FindPendingNotices;
import svc.query.api.PendingNotices;

/**
 * Reads the outbox for a target's next message: the earliest due of its pending notices, then the notices of that
 * one's slot (one digest message). Both statements walk the {@code notice_by_target} index (target, state, slot)
 * within the call's transaction, so on PostgreSQL row-level security holds them to the caller's tenants as well.
 */
@Component
public class PendingNoticeQueries {
    private final JdbcTemplate jdbc;
    private final ObjectMapper json;

    PendingNoticeQueries(JdbcTemplate jdbc, ObjectMapper json) {
        this.jdbc = jdbc;
        this.json = json;
    }

    @QueryHandler
    public PendingNotices handle(FindPendingNotices query) {
        List<Due> due = jdbc.query("SELECT due_at, slot FROM notice WHERE target_id = ? AND state = 'pending' "
                        + "AND tenant = ? ORDER BY due_at, slot FETCH FIRST 1 ROWS ONLY",
                (rs, n) -> new Due(rs.getObject(1, OffsetDateTime.class), rs.getObject(2, OffsetDateTime.class)),
                query.targetId(), query.tenant());
        if (due.isEmpty()) {
            return PendingNotices.none();
        }
        List<PendingNotices.Notice> notices = jdbc.query("SELECT type, payload, recorded_at FROM notice "
                        + "WHERE target_id = ? AND state = 'pending' AND slot = ? AND tenant = ? "
                        + "ORDER BY recorded_at, notice_id",
                (rs, n) -> notice(rs.getString(1), rs.getString(2), rs.getObject(3, OffsetDateTime.class)),
                query.targetId(), due.get(0).slot().withOffsetSameInstant(ZoneOffset.UTC), query.tenant());
        return new PendingNotices(due.get(0).at().toInstant(), notices);
    }

    private PendingNotices.Notice notice(String type, String payload, OffsetDateTime recordedAt) {
        JsonNode unit = read(payload).path("data").path("unit");
        return new PendingNotices.Notice(type, unit.path("kind").asText(null), unit.path("id").asText(null),
                recordedAt.toInstant());
    }

    private JsonNode read(String payload) {
        try {
            return json.readTree(payload);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a notice's payload is JSON", e);
        }
    }

    private record Due(OffsetDateTime at, OffsetDateTime slot) {
    }
}
