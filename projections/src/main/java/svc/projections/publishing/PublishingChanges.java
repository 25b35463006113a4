package svc.projections.publishing;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import svc.command.api.PublishingRecorded;
import svc.command.api.PublishingWithdrawn;
import svc.projections.bitemporal.ChangePoint;

/** Publishing events as change points for the bitemporal store. */
final class PublishingChanges {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private PublishingChanges() {
    }

    static List<ChangePoint> of(PublishingRecorded event) {
        ObjectNode record = NODES.objectNode().put("op", "record").put("id", event.id())
                .put("title", event.title()).put("channel", event.channel()).put("place", event.place());
        return ChangePoint.trueFromTo(event.trueFrom(), record, event.trueTo(),
                JsonNodeFactory.instance.objectNode().put("op", "end"));
    }

    static List<ChangePoint> of(PublishingWithdrawn event) {
        ObjectNode withdraw = NODES.objectNode().put("op", "withdraw").put("reason", event.reason())
                .put("withdrawn_by", event.withdrawnBy());
        return List.of(new ChangePoint(event.trueFrom(), 0, withdraw));
    }
}
