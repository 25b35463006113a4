package svc.projections.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.JsonFold;

/**
 * A scrape run's state: recording states its key, source and place (and, the first time, that it waits for the
 * beat); each move sets its state with the reason and the time it holds from; the end of a fact closes it.
 */
public final class RunFold extends JsonFold {
    public static final String KIND = UnitKind.RUN.wire();
    static final String WAITS_FOR_THE_BEAT = "recorded; waits for the beat to take it up";

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        ObjectNode next = state.deepCopy();
        switch (op.path("op").asText()) {
            case "record" -> {
                JsonFold.stated(next, op, "key", "source", "place");
                if (!next.has("state")) {
                    next.put("state", "waiting");
                    next.put("reason", WAITS_FOR_THE_BEAT);
                    next.set("since", op.get("since"));
                }
            }
            case "move" -> {
                next.set("state", op.get("state"));
                next.set("reason", op.get("reason"));
                next.set("since", op.get("since"));
                next.set("moved_by", op.get("moved_by"));
            }
            case "end" -> next.put("present", false);
            default -> throw new IllegalArgumentException("unknown run change " + op);
        }
        return next;
    }
}
