package svc.projections.notification;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;
import svc.projections.delivery.DeliveryFold;

/** A notification rule's state: every field it was written with. */
public final class NotificationRuleFold implements Fold {
    public static final String KIND = UnitKind.NOTIFICATION_RULE.wire();

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        ObjectNode next = state.deepCopy();
        if (DeliveryFold.applies(op)) {
            DeliveryFold.apply(next, op);
            return next;
        }
        if (!"write".equals(op.path("op").asText())) {
            throw new IllegalArgumentException("unknown notification rule change " + op);
        }
        next.put("present", true);
        for (String member : new String[] {"id", "place", "name", "notices", "channel", "quiet_hours", "digest",
                "written_by"}) {
            next.set(member, op.get(member));
        }
        DeliveryFold.begin(next);
        return next;
    }
}
