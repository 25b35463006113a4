package svc.query.basket;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/** Puts numbers into a body together with their basis, so that no number goes out without one. */
final class Numbers {
    private final Map<String, String> basis;

    Numbers(Map<String, String> basis) {
        this.basis = basis;
    }

    /** Puts {@code value} (or null, which needs no basis) as member {@code name} of the object at {@code at}. */
    void put(ObjectNode node, String at, String name, Number value, String sentence) {
        if (value == null) {
            node.putNull(name);
        } else if (value instanceof Integer count) {
            node.put(name, count);
            basis.put(at + "/" + name, sentence);
        } else {
            node.put(name, value.doubleValue());
            basis.put(at + "/" + name, sentence);
        }
    }
}
