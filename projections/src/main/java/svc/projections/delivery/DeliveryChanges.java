package svc.projections.delivery;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import org.axonframework.eventhandling.DomainEventMessage;
import svc.command.api.FailedCall;
import svc.command.api.UnitIds;
import svc.command.store.Recorded;
import svc.projections.bitemporal.ChangePoint;
import svc.projections.bitemporal.UnitChange;

/** The changes deliveries make to a Telling or a notification rule: a failed call, and being disabled. */
public final class DeliveryChanges {
    static final String CALL_FAILED = "call_failed";
    static final String DISABLE = "disable";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private DeliveryChanges() {
    }

    public static ObjectNode callFailed(FailedCall call) {
        ObjectNode op = NODES.objectNode().put("op", CALL_FAILED).put("message", call.message())
                .put("try", call.attempt()).put("at", call.at().toString());
        if (call.status() == null) {
            op.putNull("status");
        } else {
            op.put("status", call.status());
        }
        return op.put("error", call.error());
    }

    public static ObjectNode disable(String reason, Instant at) {
        return NODES.objectNode().put("op", DISABLE).put("reason", reason).put("at", at.toString());
    }

    /** The unit change of one delivery event of a unit of this kind, holding from {@code from}. */
    public static UnitChange of(String kind, String unitId, DomainEventMessage<?> message, Instant from,
            ObjectNode op) {
        return new UnitChange(unitId, kind, UnitIds.tenantOf(unitId), message.getSequenceNumber(),
                Recorded.of(message), List.of(new ChangePoint(from, 0, op)));
    }
}
