package svc.projections.deepening;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.JsonFold;

/** A deepening's state: made once, with everything it carries; nothing changes it afterwards. */
public final class DeepeningFold extends JsonFold {
    public static final String KIND = UnitKind.DEEPENING.wire();

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        if (!op.path("op").asText().equals("make")) {
            throw new IllegalArgumentException("unknown deepening change " + op);
        }
        ObjectNode next = ((ObjectNode) op).deepCopy();
        next.remove("op");
        next.put("present", true);
        return next;
    }
}
