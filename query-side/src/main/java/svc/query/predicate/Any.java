package svc.query.predicate;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** At least one part holds (an empty list does not). */
record Any(List<Predicate> parts) implements Predicate {
    @Override
    public boolean test(JsonNode state) {
        return parts.stream().anyMatch(part -> part.test(state));
    }
}
