package svc.projections.observation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.JsonFold;

/** An observation's state: recording states its source, title, text and place; the end of a fact closes it. */
public final class ObservationFold extends JsonFold {
    public static final String KIND = UnitKind.OBSERVATION.wire();

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        ObjectNode next = state.deepCopy();
        switch (op.path("op").asText()) {
            case "record" -> {
                JsonFold.stated(next, op, "id", "source", "title", "text", "place");
            }
            case "end" -> next.put("present", false);
            default -> throw new IllegalArgumentException("unknown observation change " + op);
        }
        return next;
    }
}
