package svc.query.predicate;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** A member of a state, by dotted path: {@code name}, {@code keys.vat}. */
record FieldPath(List<String> names) {
    static FieldPath parse(String text) {
        return new FieldPath(List.of(text.split("\\.", -1)));
    }

    JsonNode in(JsonNode state) {
        JsonNode node = state;
        for (String name : names) {
            if (node == null || !node.isObject()) {
                return null;
            }
            node = node.get(name);
        }
        return node;
    }

    @Override
    public String toString() {
        return String.join(".", names);
    }
}
