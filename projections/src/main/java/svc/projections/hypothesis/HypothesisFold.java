package svc.projections.hypothesis;

import static svc.projections.bitemporal.OpMembers.text;

import com.fasterxml.jackson.databind.JsonNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/**
 * A hypothesis's state: recording states its claim and place (and opens it, {@code under test} until settled),
 * settling sets its standing with who and on what, and the end of a fact's validity closes it.
 */
public final class HypothesisFold implements Fold<HypothesisState> {
    public static final String KIND = UnitKind.HYPOTHESIS.wire();

    @Override
    public Class<HypothesisState> type() {
        return HypothesisState.class;
    }

    @Override
    public HypothesisState absent() {
        return HypothesisState.ABSENT;
    }

    @Override
    public HypothesisState apply(HypothesisState state, JsonNode op) {
        return switch (op.path("op").asText()) {
            case "record" -> state.recorded(op.get("id").asText(), op.get("claim").asText(), text(op, "place"));
            case "settle" -> state.settled(op.get("standing").asText(), text(op, "on"), text(op, "settled_by"));
            case "end" -> state.ended();
            default -> throw new IllegalArgumentException("unknown hypothesis change " + op);
        };
    }
}
