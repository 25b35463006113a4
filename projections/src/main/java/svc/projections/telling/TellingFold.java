package svc.projections.telling;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;
import svc.projections.delivery.DeliveryFold;

/**
 * A Telling's state: registration states every field but the secret, of which only its hint is kept; deliveries
 * add the calls that failed and whether it was disabled.
 */
public final class TellingFold implements Fold {
    public static final String KIND = UnitKind.TELLING.wire();

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        ObjectNode next = state.deepCopy();
        if (DeliveryFold.applies(op)) {
            DeliveryFold.apply(next, op);
            return next;
        }
        if (!"register".equals(op.path("op").asText())) {
            throw new IllegalArgumentException("unknown telling change " + op);
        }
        next.put("present", true);
        for (String member : new String[] {"id", "tenant", "place", "address", "kinds", "secret_hint", "tries_bound"}) {
            next.set(member, op.get(member));
        }
        DeliveryFold.begin(next);
        return next;
    }
}
