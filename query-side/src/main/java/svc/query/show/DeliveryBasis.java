package svc.query.show;

import java.util.Map;
import svc.projections.delivery.Delivery;
import svc.query.api.Basis;
import svc.query.api.BodyTrees;

/** The basis of the numbers deliveries add to a Telling or a rule: its failed calls and how many there were. */
final class DeliveryBasis {
    private DeliveryBasis() {
    }

    static void add(Delivery delivery, Map<String, String> basis) {
        basis.put("/failed_call_count", "counted: every call to the address that did not deliver, as the "
                + "deliverer recorded it in the log");
        Basis.giveEveryNumber(BodyTrees.of(delivery.failedCalls()), "/failed_calls", "as the deliverer recorded the "
                + "call: which try of its message it was, and the HTTP status the address answered", basis);
    }
}
