package svc.gateway.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;

/**
 * The NotificationRule body: who is told (the channel) of which notices, when not, how notices are gathered, and the
 * next notice it will send: when, and which notices it would carry.
 */
record NotificationRuleBody(String id, String name, JsonNode notices, JsonNode channel, String quietHours,
        String digest, Next nextNotice, String writtenBy, String place) {

    /** The next notice: the earliest it goes out, read on the card's true-on date, and what it tells of. */
    record Next(Instant at, JsonNode notices) {
    }

    static NotificationRuleBody of(ObjectNode state, Instant on) {
        String quietHours = state.hasNonNull("quiet_hours") ? state.get("quiet_hours").asText() : null;
        String digest = state.path("digest").asText();
        return new NotificationRuleBody(state.path("id").asText(), state.path("name").asText(), state.get("notices"),
                state.get("channel"), quietHours, digest,
                new Next(svc.command.api.NoticeSchedule.slot(on, digest, quietHours), state.get("notices")),
                state.path("written_by").asText(null), state.path("place").asText());
    }
}
