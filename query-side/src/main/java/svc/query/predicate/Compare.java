package svc.query.predicate;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * A field compared with a value. Numbers compare as numbers, text that reads as an RFC 3339 instant compares as
 * time, other text by code point; a missing field satisfies nothing but {@code ne}.
 */
record Compare(FieldPath field, Operator operator, JsonNode value) implements Predicate {
    @Override
    public boolean test(JsonNode state) {
        JsonNode actual = field.in(state);
        if (actual == null || actual.isNull()) {
            return operator == Operator.NE;
        }
        return switch (operator) {
            case EQ -> same(actual, value);
            case NE -> !same(actual, value);
            case IN -> {
                for (JsonNode candidate : value) {
                    if (same(actual, candidate)) {
                        yield true;
                    }
                }
                yield false;
            }
            case CONTAINS -> actual.isArray() ? contains(actual) : actual.isTextual()
                    && actual.asText().toLowerCase().contains(value.asText().toLowerCase());
            case STARTS_WITH -> actual.isTextual() && actual.asText().startsWith(value.asText());
            case LT -> order(actual) < 0;
            case LTE -> order(actual) <= 0;
            case GT -> order(actual) > 0;
            case GTE -> order(actual) >= 0;
        };
    }

    private boolean contains(JsonNode array) {
        for (JsonNode element : array) {
            if (same(element, value)) {
                return true;
            }
        }
        return false;
    }

    private static boolean same(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue()) == 0;
        }
        return a.equals(b);
    }

    /** Sign of actual against the value; values of different kinds never satisfy an ordering (NaN-like). */
    private int order(JsonNode actual) {
        if (actual.isNumber() && value.isNumber()) {
            return actual.decimalValue().compareTo(value.decimalValue());
        }
        if (actual.isTextual() && value.isTextual()) {
            Instant left = instant(actual.asText());
            Instant right = instant(value.asText());
            if (left != null && right != null) {
                return left.compareTo(right);
            }
            return actual.asText().compareTo(value.asText());
        }
        return operator == Operator.LT || operator == Operator.LTE ? 1 : -1;
    }

    private static Instant instant(String text) {
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
