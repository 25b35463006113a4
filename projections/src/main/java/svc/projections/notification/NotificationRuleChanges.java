package svc.projections.notification;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import svc.command.api.NotificationRuleWritten;
import svc.projections.bitemporal.ChangePoint;

/** A rule's writing as a change point; deliveries are {@code DeliveryChanges}. */
final class NotificationRuleChanges {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private NotificationRuleChanges() {
    }

    static List<ChangePoint> of(NotificationRuleWritten event) {
        ObjectNode write = NODES.objectNode().put("op", "write").put("id", event.id()).put("place", event.place())
                .put("name", event.name()).put("quiet_hours", event.quietHours()).put("digest", event.digest())
                .put("written_by", event.writtenBy());
        event.notices().forEach(write.putArray("notices")::add);
        write.set("channel", RuleChannelShown.of(event));
        return List.of(new ChangePoint(event.trueFrom(), 0, write));
    }
}
