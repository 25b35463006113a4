package svc.projections.bitemporal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * How one kind of unit's state follows from its change points, applied in valid-time order. The state is a JSON
 * object whose {@code present} member says whether the unit exists at that time; folds must not mutate their input.
 */
@FunctionalInterface
public interface Fold {
    ObjectNode apply(ObjectNode state, JsonNode op);

    /** The unit as {@code op} states it: present, with these members as the op gives them. */
    static void stated(ObjectNode next, JsonNode op, String... members) {
        next.put("present", true);
        for (String member : members) {
            next.set(member, op.get(member));
        }
    }
}
