package svc.projections.delivery;

import static svc.projections.bitemporal.OpMembers.text;

import com.fasterxml.jackson.databind.JsonNode;

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
}
