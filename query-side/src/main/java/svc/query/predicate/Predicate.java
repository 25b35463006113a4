package svc.query.predicate;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A condition on a unit's state, as saved views and basket scopes state it (docs/predicates.md). Read one from JSON
 * with {@link Predicates#read}; test it against a state with {@link #test}.
 */
public sealed interface Predicate permits All, Any, Not, Compare, Exists {
    boolean test(JsonNode state);
}
