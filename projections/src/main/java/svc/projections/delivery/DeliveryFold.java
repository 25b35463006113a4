package svc.projections.delivery;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.projections.bitemporal.JsonFold;

/**
 * Folds delivery changes ({@link DeliveryChanges}) into the {@link Delivery} a Telling's or a rule's state holds: a
 * failed call joins the window and the count, and disabling says since when and why.
 */
public final class DeliveryFold {
    private DeliveryFold() {
    }

    /** The delivery after {@code op}; fails for a change that is not a delivery's. */
    public static Delivery apply(Delivery delivery, JsonNode op) {
        return switch (op.path("op").asText()) {
            case DeliveryChanges.CALL_FAILED -> delivery.failed(new Delivery.Call(text(op, "at"), text(op, "message"),
                    op.get("try").asInt(), op.get("status").isNull() ? null : op.get("status").asInt(),
                    text(op, "error")));
            case DeliveryChanges.DISABLE -> delivery.disabled(op.path("at").asText(), op.path("reason").asText());
            default -> throw new IllegalArgumentException("unknown change " + op + " of a unit told of changes");
        };
    }

    private static String text(JsonNode op, String member) {
        JsonNode value = op.get(member);
        return value == null || value.isNull() ? null : value.asText();
    }

    /**
     * The state of a unit told of changes (a Telling, a rule) after {@code op}: a delivery change, or the unit's own
     * statement ({@code stated}, the op's name), which sets {@code members} from the op and opens the unit.
     */
    public static ObjectNode next(ObjectNode state, JsonNode op, String stated, String... members) {
        ObjectNode next = state.deepCopy();
        if (applies(op)) {
            apply(next, op);
            return next;
        }
        if (!stated.equals(op.path("op").asText())) {
            throw new IllegalArgumentException("unknown change " + op + " of a unit stated by " + stated);
        }
        JsonFold.stated(next, op, members);
        begin(next);
        return next;
    }

    /** Whether this fold applies the change. */
    public static boolean applies(JsonNode op) {
        String name = op.path("op").asText();
        return DeliveryChanges.CALL_FAILED.equals(name) || DeliveryChanges.DISABLE.equals(name);
    }

    /** A unit's state before any delivery: no failed call, not disabled. */
    public static void begin(ObjectNode state) {
        if (!state.has("failed_calls")) {
            state.putArray("failed_calls");
            state.put("failed_call_count", 0);
            state.putNull("disabled");
        }
    }

    public static void apply(ObjectNode state, JsonNode op) {
        begin(state);
        if (DeliveryChanges.DISABLE.equals(op.path("op").asText())) {
            state.putObject("disabled").put("since", op.path("at").asText()).put("reason", op.path("reason").asText());
            return;
        }
        ArrayNode calls = (ArrayNode) state.get("failed_calls");
        ObjectNode call = calls.addObject();
        for (String member : new String[] {"at", "message", "try", "status", "error"}) {
            call.set(member, op.get(member));
        }
        while (calls.size() > Delivery.KEPT_CALLS) {
            calls.remove(0);
        }
        state.put("failed_call_count", state.path("failed_call_count").asInt() + 1);
    }
}
