package svc.projections.telling;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import svc.command.api.TellingRegistered;
import svc.projections.bitemporal.ChangePoint;

/** A Telling's registration as a change point, without its sealed secret; deliveries are {@code DeliveryChanges}. */
final class TellingChanges {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private TellingChanges() {
    }

    static List<ChangePoint> of(TellingRegistered event) {
        ObjectNode register = NODES.objectNode().put("op", "register").put("id", event.id())
                .put("tenant", event.tenant()).put("place", event.place()).put("address", event.address())
                .put("secret_hint", event.secretHint()).put("tries_bound", event.triesBound());
        event.kinds().forEach(register.putArray("kinds")::add);
        return List.of(new ChangePoint(event.trueFrom(), 0, register));
    }
}
