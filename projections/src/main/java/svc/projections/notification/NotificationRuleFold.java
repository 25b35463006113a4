package svc.projections.notification;

import static svc.projections.bitemporal.OpMembers.text;
import static svc.projections.bitemporal.OpMembers.texts;

import com.fasterxml.jackson.databind.JsonNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;
import svc.projections.delivery.DeliveryFold;
import svc.projections.notification.NotificationRuleState.Channel;

/** A notification rule's state: every field it was written with; deliveries add the calls that failed. */
public final class NotificationRuleFold implements Fold<NotificationRuleState, JsonNode> {
    public static final String KIND = UnitKind.NOTIFICATION_RULE.wire();

    @Override
    public Class<NotificationRuleState> type() {
        return NotificationRuleState.class;
    }

    @Override
    public Class<JsonNode> changeType() {
        return JsonNode.class;
    }

    @Override
    public NotificationRuleState absent() {
        return NotificationRuleState.ABSENT;
    }

    @Override
    public NotificationRuleState apply(NotificationRuleState state, JsonNode op) {
        if (!"write".equals(op.path("op").asText())) {
            return state.delivered(DeliveryFold.apply(state.delivery(), op));
        }
        JsonNode channel = op.get("channel");
        return state.written(text(op, "id"), text(op, "place"), text(op, "name"), texts(op.get("notices")),
                new Channel(text(channel, "address"), text(channel, "email"),
                        channel.has("log") ? channel.get("log").asBoolean() : null),
                text(op, "quiet_hours"), text(op, "digest"), text(op, "written_by"));
    }
}
