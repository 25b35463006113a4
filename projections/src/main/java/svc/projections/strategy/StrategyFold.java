package svc.projections.strategy;

import static svc.projections.bitemporal.OpMembers.text;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** A strategy's state: its content as last written, with its life and the version that wrote it. */
public final class StrategyFold implements Fold<StrategyState, JsonNode> {
    public static final String KIND = UnitKind.STRATEGY.wire();

    @Override
    public Class<StrategyState> type() {
        return StrategyState.class;
    }

    @Override
    public Class<JsonNode> changeType() {
        return JsonNode.class;
    }

    @Override
    public StrategyState absent() {
        return StrategyState.ABSENT;
    }

    @Override
    public StrategyState apply(StrategyState state, JsonNode op) {
        return switch (op.path("op").asText()) {
            case "draft" -> state.drafted(text(op, "id"), text(op, "place"), content(op));
            case "change" -> state.changed(content(op), text(op, "life"), op.get("version").asLong());
            default -> throw new IllegalArgumentException("unknown strategy change " + op);
        };
    }

    private static Map<String, JsonNode> content(JsonNode op) {
        Map<String, JsonNode> content = new HashMap<>();
        op.get("content").properties().forEach(member -> content.put(member.getKey(), member.getValue()));
        return content;
    }
}
