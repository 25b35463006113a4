package svc.projections.telling;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.JsonFold;
import svc.projections.delivery.DeliveryFold;

/**
 * A Telling's state: registration states every field but the secret, of which only its hint is kept; deliveries
 * add the calls that failed and whether it was disabled.
 */
public final class TellingFold extends JsonFold {
    public static final String KIND = UnitKind.TELLING.wire();

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        return DeliveryFold.next(state, op, "register", "id", "tenant", "place", "address", "kinds", "secret_hint",
                "tries_bound");
    }
}
