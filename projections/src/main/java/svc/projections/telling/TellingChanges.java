package svc.projections.telling;

import java.util.List;
import svc.command.api.TellingCallFailed;
import svc.command.api.TellingDisabled;
import svc.command.api.TellingRegistered;
import svc.projections.bitemporal.ChangePoint;
import svc.projections.delivery.DeliveryChanges;

/** A Telling's events as its changes, its registration without its sealed secret. */
final class TellingChanges {
    private TellingChanges() {
    }

    static List<ChangePoint> of(TellingRegistered event) {
        return List.of(new ChangePoint(event.trueFrom(), 0, new TellingChange.Registered(event.id(), event.tenant(),
                event.place(), event.address(), event.secretHint(), event.triesBound(), event.kinds())));
    }

    static TellingChange callFailed(TellingCallFailed event) {
        return new TellingChange.CallFailed(DeliveryChanges.callFailed(event.call()));
    }

    static TellingChange disabled(TellingDisabled event) {
        return new TellingChange.Disabled(DeliveryChanges.disable(event.reason(), event.at()));
    }
}
