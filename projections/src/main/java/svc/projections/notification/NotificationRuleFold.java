package svc.projections.notification;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.JsonFold;
import svc.projections.delivery.DeliveryFold;

/** A notification rule's state: every field it was written with. */
public final class NotificationRuleFold extends JsonFold {
    public static final String KIND = UnitKind.NOTIFICATION_RULE.wire();

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        return DeliveryFold.next(state, op, "write", "id", "place", "name", "notices", "channel", "quiet_hours",
                "digest", "written_by");
    }
}
