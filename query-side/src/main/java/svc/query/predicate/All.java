package svc.query.predicate;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Every part holds (an empty list holds). */
record All(List<Predicate> parts) implements Predicate {
    @Override
    public boolean test(JsonNode state) {
        return parts.stream().allMatch(part -> part.test(state));
    }
}
