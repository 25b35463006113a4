package svc.projections.workflow;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.command.api.UnitKind;
import svc.projections.bitemporal.JsonFold;

/**
 * A workflow's state: its latest version, and {@code state}: not ready until armed, then ready since the date it was
 * armed from. A step it took leaves its state as it was.
 */
public final class WorkflowFold extends JsonFold {
    public static final String KIND = UnitKind.WORKFLOW.wire();

    @Override
    public ObjectNode apply(ObjectNode state, JsonNode op) {
        ObjectNode next = state.deepCopy();
        switch (op.path("op").asText()) {
            case "write" -> {
                JsonFold.stated(next, op, "id", "place", "strategy", "name", "starts_on", "steps", "version");
                if (!next.has("state")) {
                    next.putObject("state").put("ready", false).putNull("since");
                }
            }
            case "arm" -> next.putObject("state").put("ready", true).set("since", op.get("since"));
            default -> throw new IllegalArgumentException("unknown workflow change " + op);
        }
        return next;
    }
}
