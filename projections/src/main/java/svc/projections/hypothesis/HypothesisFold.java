package svc.projections.hypothesis;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/**
 * A hypothesis's state: recording states its claim and place (and opens it, {@code under test} until settled),
 * settling sets its standing with who and on what, and the end of a fact's validity closes it.
 */
public final class HypothesisFold implements Fold {
    public static final String KIND = UnitKind.HYPOTHESIS.wire();

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        ObjectNode next = state.deepCopy();
        switch (op.path("op").asText()) {
            case "record" -> {
                Fold.stated(next, op, "id", "claim", "place");
                if (!next.has("standing")) {
                    next.put("standing", "under test");
                }
            }
            case "settle" -> {
                next.set("standing", op.get("standing"));
                next.set("on", op.get("on"));
                next.set("settled_by", op.get("settled_by"));
            }
            case "end" -> next.put("present", false);
            default -> throw new IllegalArgumentException("unknown hypothesis change " + op);
        }
        return next;
    }
}
