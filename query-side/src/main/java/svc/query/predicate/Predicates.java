package svc.query.predicate;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads the JSON predicate language (docs/predicates.md). Every refusal names, as a JSON Pointer under the given
 * prefix, the part of the predicate at fault, so a 400 can point into it.
 */
public final class Predicates {
    private static final Pattern FIELD = Pattern.compile("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*");
    private static final int MAX_DEPTH = 16;

    private Predicates() {
    }

    public static Predicate read(JsonNode node, String at) {
        return read(node, at, 0);
    }

    private static Predicate read(JsonNode node, String at, int depth) {
        if (depth > MAX_DEPTH) {
            throw new InvalidPredicate(at, "A predicate nests at most " + MAX_DEPTH + " deep.");
        }
        if (node == null || !node.isObject()) {
            throw new InvalidPredicate(at, "A predicate is a JSON object: {\"all\": [...]}, {\"any\": [...]}, "
                    + "{\"not\": {...}}, or {\"field\": ..., \"<operator>\": ...}.");
        }
        if (node.has("all") || node.has("any")) {
            String name = node.has("all") ? "all" : "any";
            only(node, at, name);
            JsonNode parts = node.get(name);
            if (!parts.isArray()) {
                throw new InvalidPredicate(at + "/" + name, "'" + name + "' takes a list of predicates.");
            }
            List<Predicate> read = new ArrayList<>();
            for (int i = 0; i < parts.size(); i++) {
                read.add(read(parts.get(i), at + "/" + name + "/" + i, depth + 1));
            }
            return name.equals("all") ? new All(List.copyOf(read)) : new Any(List.copyOf(read));
        }
        if (node.has("not")) {
            only(node, at, "not");
            return new Not(read(node.get("not"), at + "/not", depth + 1));
        }
        return comparison(node, at);
    }

    private static Predicate comparison(JsonNode node, String at) {
        JsonNode field = node.get("field");
        if (field == null || !field.isTextual() || !FIELD.matcher(field.asText()).matches()) {
            throw new InvalidPredicate(at + "/field", "'field' names a member of the state in snake_case, dotted "
                    + "for nested members (keys.vat).");
        }
        FieldPath path = FieldPath.parse(field.asText());
        String operatorName = null;
        Iterator<Map.Entry<String, JsonNode>> members = node.fields();
        while (members.hasNext()) {
            String name = members.next().getKey();
            if (name.equals("field")) {
                continue;
            }
            if (operatorName != null) {
                throw new InvalidPredicate(at + "/" + name, "A comparison has one operator; it already has '"
                        + operatorName + "'.");
            }
            operatorName = name;
        }
        if (operatorName == null) {
            throw new InvalidPredicate(at, "A comparison needs an operator: eq, ne, lt, lte, gt, gte, in, contains, "
                    + "starts_with or exists.");
        }
        JsonNode value = node.get(operatorName);
        String valueAt = at + "/" + operatorName;
        if (operatorName.equals("exists")) {
            if (!value.isBoolean()) {
                throw new InvalidPredicate(valueAt, "'exists' takes true or false.");
            }
            return new Exists(path, value.asBoolean());
        }
        Operator operator = Operator.of(operatorName).orElseThrow(() -> new InvalidPredicate(valueAt,
                "'" + valueAt.substring(valueAt.lastIndexOf('/') + 1) + "' is not an operator; operators are eq, "
                        + "ne, lt, lte, gt, gte, in, contains, starts_with, exists."));
        if (operator == Operator.IN) {
            if (!value.isArray() || value.isEmpty()) {
                throw new InvalidPredicate(valueAt, "'in' takes a non-empty list of values.");
            }
            for (int i = 0; i < value.size(); i++) {
                scalar(value.get(i), valueAt + "/" + i);
            }
        } else if (operator.ordering()) {
            if (!value.isNumber() && !value.isTextual()) {
                throw new InvalidPredicate(valueAt, "'" + operator.wire() + "' compares with a number, a time or "
                        + "text.");
            }
        } else if (operator == Operator.CONTAINS || operator == Operator.STARTS_WITH) {
            if (operator == Operator.STARTS_WITH && !value.isTextual()) {
                throw new InvalidPredicate(valueAt, "'starts_with' takes text.");
            }
            scalar(value, valueAt);
        } else {
            scalar(value, valueAt);
        }
        return new Compare(path, operator, value);
    }

    private static void scalar(JsonNode value, String at) {
        if (!value.isValueNode() || value.isNull()) {
            throw new InvalidPredicate(at, "A value is text, a number or true/false.");
        }
    }

    private static void only(JsonNode node, String at, String member) {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!name.equals(member)) {
                throw new InvalidPredicate(at + "/" + name, "'" + member + "' stands alone in its object; '" + name
                        + "' does not belong beside it.");
            }
        }
    }
}
