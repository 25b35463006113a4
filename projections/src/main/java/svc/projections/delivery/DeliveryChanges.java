package svc.projections.delivery;

import java.time.Instant;
import java.util.List;
import org.axonframework.eventhandling.DomainEventMessage;
import svc.command.api.FailedCall;
import svc.command.api.UnitIds;
import svc.command.store.Recorded;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.ChangePoint;
import svc.projections.bitemporal.UnitChange;

/** The changes deliveries make to a Telling or a notification rule: a failed call, and being disabled. */
public final class DeliveryChanges {
    private DeliveryChanges() {
    }

    public static DeliveryChange.CallFailed callFailed(FailedCall call) {
        return new DeliveryChange.CallFailed(call.message(), call.attempt(), call.at().toString(), call.status(),
                call.error());
    }

    public static DeliveryChange.Disabled disable(String reason, Instant at) {
        return new DeliveryChange.Disabled(reason, at.toString());
    }

    /** The unit change of one delivery event of a unit of this kind, holding from {@code from}. */
    public static UnitChange of(String kind, String unitId, DomainEventMessage<?> message, Instant from,
            Change<?> change) {
        return new UnitChange(unitId, kind, UnitIds.tenantOf(unitId), message.getSequenceNumber(),
                Recorded.of(message), List.of(new ChangePoint(from, 0, change)));
    }
}
