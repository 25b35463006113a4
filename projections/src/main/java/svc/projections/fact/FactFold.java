package svc.projections.fact;

import static svc.projections.bitemporal.OpMembers.text;

import com.fasterxml.jackson.databind.JsonNode;
import svc.projections.bitemporal.Fold;

/**
 * A plain fact's state: a statement sets its id, kind and place and the members it gives (a member given as null is
 * removed, one not given keeps its value); the end of a fact closes it.
 */
public final class FactFold implements Fold<FactState, JsonNode> {
    @Override
    public Class<FactState> type() {
        return FactState.class;
    }

    @Override
    public Class<JsonNode> changeType() {
        return JsonNode.class;
    }

    @Override
    public FactState absent() {
        return FactState.ABSENT;
    }

    @Override
    public FactState apply(FactState state, JsonNode op) {
        return switch (op.path("op").asText()) {
            case "record" -> state.stated(text(op, "id"), text(op, "kind"), text(op, "place"), op.path("fields"));
            case "end" -> state.ended();
            default -> throw new IllegalArgumentException("unknown fact change " + op);
        };
    }
}
