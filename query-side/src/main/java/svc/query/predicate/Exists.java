package svc.query.predicate;

import com.fasterxml.jackson.databind.JsonNode;

/** The field is present and not null ({@code exists: true}), or absent or null ({@code exists: false}). */
record Exists(FieldPath field, boolean present) implements Predicate {
    @Override
    public boolean test(JsonNode state) {
        JsonNode value = field.in(state);
        return present == !(value == null || value.isNull());
    }
}
