package svc.projections.telling;

import static svc.projections.bitemporal.OpMembers.text;
import static svc.projections.bitemporal.OpMembers.texts;

import com.fasterxml.jackson.databind.JsonNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;
import svc.projections.delivery.DeliveryFold;

/**
 * A Telling's state: registration states every field but the secret, of which only its hint is kept; deliveries
 * add the calls that failed and whether it was disabled.
 */
public final class TellingFold implements Fold<TellingState, JsonNode> {
    public static final String KIND = UnitKind.TELLING.wire();

    @Override
    public Class<TellingState> type() {
        return TellingState.class;
    }

    @Override
    public Class<JsonNode> changeType() {
        return JsonNode.class;
    }

    @Override
    public TellingState absent() {
        return TellingState.ABSENT;
    }

    @Override
    public TellingState apply(TellingState state, JsonNode op) {
        if (!"register".equals(op.path("op").asText())) {
            return state.delivered(DeliveryFold.apply(state.delivery(), op));
        }
        return state.registered(text(op, "id"), text(op, "tenant"), text(op, "place"), text(op, "address"),
                texts(op.get("kinds")), text(op, "secret_hint"), op.get("tries_bound").asInt());
    }
}
