package svc.workers.notice;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import org.springframework.stereotype.Component;
import svc.projections.ProjectionsEnabled;

/**
 * The body of a notice, in the shape Standard Webhooks suggests: {@code type}, {@code timestamp} (when it was
 * recorded) and {@code data}: the notice's id, the tenant, the unit it is about, its place, who caused it, and the
 * event's own members in snake case. The members that say which unit it is, and a sealed secret, are left out of
 * {@code event}: they are in {@code unit}, or are nobody's business. docs/notices.md lists every type's members.
 */
@Component
@ProjectionsEnabled
class NoticePayload {
    private static final String[] LEFT_OUT = {"unit_id", "tenant", "sealed_secret"};

    private final ObjectMapper snake;

    NoticePayload(ObjectMapper json) {
        this.snake = json.copy().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
    }

    ObjectNode of(String noticeId, String type, Object event, String tenant, String unitKind, String unitId,
            String place, Instant recordedAt, String by) {
        ObjectNode body = snake.createObjectNode().put("type", type).put("timestamp", recordedAt.toString());
        ObjectNode data = body.putObject("data").put("notice", noticeId).put("tenant", tenant);
        data.putObject("unit").put("kind", unitKind).put("id", unitId);
        data.put("place", place).put("recorded_at", recordedAt.toString()).put("by", by);
        ObjectNode members = snake.valueToTree(event);
        for (String member : LEFT_OUT) {
            members.remove(member);
        }
        data.set("event", members);
        return body;
    }
}
