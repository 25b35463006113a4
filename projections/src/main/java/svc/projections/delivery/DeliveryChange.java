package svc.projections.delivery;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What a delivery does to the {@link Delivery} a Telling's or a rule's state holds: a failed call joins the window
 * and the count, and disabling says since when and why.
 *
 * <p>Both kinds take these records, each through a record of its own that holds one of them unwrapped (as
 * {@code TellingChange.CallFailed} does). A kind's sealed change can permit only records of its own package, and
 * Jackson reads an {@code op} only into a type assignable to the kind's change; but it unwraps a record that is not
 * polymorphic. So this interface names no {@code op} of its own, a delivery op's members are spelled here once, and
 * its JSON is the kind's {@code op} followed by these members, as it always was.
 */
public sealed interface DeliveryChange {
    /** The {@code op} each kind names these changes by. */
    String CALL_FAILED = "call_failed";
    String DISABLE = "disable";

    /** The delivery after this change; the delivery before is not changed. */
    Delivery applyTo(Delivery delivery);

    /** {@code at} is kept as the text it was recorded in; a null {@code status} or {@code error} is written. */
    record CallFailed(String message, @JsonProperty("try") int attempt, String at, Integer status, String error)
            implements DeliveryChange {
        @Override
        public Delivery applyTo(Delivery delivery) {
            return delivery.failed(new Delivery.Call(at, message, attempt, status, error));
        }
    }

    record Disabled(String reason, String at) implements DeliveryChange {
        @Override
        public Delivery applyTo(Delivery delivery) {
            return delivery.disabled(at, reason);
        }
    }
}
