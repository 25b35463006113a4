package svc.projections.strategy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.JsonFold;

/** A strategy's state: its content as last written, with its life and the version that wrote it. */
public final class StrategyFold extends JsonFold {
    public static final String KIND = UnitKind.STRATEGY.wire();

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        ObjectNode next = state.deepCopy();
        switch (op.path("op").asText()) {
            case "draft" -> {
                JsonFold.stated(next, op, "id", "place");
                next.setAll((ObjectNode) op.get("content"));
                next.put("life", "drafted");
                next.put("version", 1);
            }
            case "change" -> {
                next.setAll((ObjectNode) op.get("content"));
                next.set("life", op.get("life"));
                next.set("version", op.get("version"));
            }
            default -> throw new IllegalArgumentException("unknown strategy change " + op);
        }
        return next;
    }
}
