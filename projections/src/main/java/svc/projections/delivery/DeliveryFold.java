package svc.projections.delivery;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import svc.projections.bitemporal.JsonFold;

/**
 * Folds delivery changes into a Telling's or rule's state: {@code failed_calls} keeps the latest
 * {@value #KEPT_CALLS} calls, newest last, and {@code failed_call_count} counts them all; {@code disabled} says since
 * when and why, or is null. Every failed call stays in the log (read/history): the state keeps a window so that an
 * address down for days does not make every later row of the unit carry thousands of calls.
 */
public final class DeliveryFold {
    public static final int KEPT_CALLS = 50;

    private DeliveryFold() {
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
        while (calls.size() > KEPT_CALLS) {
            calls.remove(0);
        }
        state.put("failed_call_count", state.path("failed_call_count").asInt() + 1);
    }
}
