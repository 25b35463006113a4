package svc.projections.publishing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.JsonFold;

/**
 * A publishing's state: recording states its title, channel and place (and, the first time, that it is published);
 * withdrawal sets it withdrawn with the reason and who gave it; the end of a fact closes it.
 */
public final class PublishingFold extends JsonFold {
    public static final String KIND = UnitKind.PUBLISHING.wire();

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        ObjectNode next = state.deepCopy();
        switch (op.path("op").asText()) {
            case "record" -> {
                JsonFold.stated(next, op, "id", "title", "channel", "place");
                if (!next.has("state")) {
                    next.put("state", "published");
                }
            }
            case "withdraw" -> {
                next.put("state", "withdrawn");
                next.set("reason", op.get("reason"));
                next.set("withdrawn_by", op.get("withdrawn_by"));
            }
            case "end" -> next.put("present", false);
            default -> throw new IllegalArgumentException("unknown publishing change " + op);
        }
        return next;
    }
}
