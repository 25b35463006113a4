package svc.projections.observation;

import static svc.projections.bitemporal.OpMembers.text;

import com.fasterxml.jackson.databind.JsonNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** An observation's state: recording states its source, title, text and place; the end of a fact closes it. */
public final class ObservationFold implements Fold<ObservationState, JsonNode> {
    public static final String KIND = UnitKind.OBSERVATION.wire();

    @Override
    public Class<ObservationState> type() {
        return ObservationState.class;
    }

    @Override
    public Class<JsonNode> changeType() {
        return JsonNode.class;
    }

    @Override
    public ObservationState absent() {
        return ObservationState.ABSENT;
    }

    @Override
    public ObservationState apply(ObservationState state, JsonNode op) {
        return switch (op.path("op").asText()) {
            case "record" -> state.recorded(text(op, "id"), text(op, "source"), text(op, "title"), text(op, "text"),
                    text(op, "place"));
            case "end" -> state.ended();
            default -> throw new IllegalArgumentException("unknown observation change " + op);
        };
    }
}
