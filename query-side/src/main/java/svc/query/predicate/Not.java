package svc.query.predicate;

import com.fasterxml.jackson.databind.JsonNode;

/** The part does not hold. */
record Not(Predicate part) implements Predicate {
    @Override
    public boolean test(JsonNode state) {
        return !part.test(state);
    }
}
