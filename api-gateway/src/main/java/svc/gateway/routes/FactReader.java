package svc.gateway.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import svc.command.api.Places;
import svc.gateway.envelope.Scope;
import svc.gateway.envelope.Times;
import svc.gateway.refusal.Refusal;

/**
 * Reads one fact (design.md, Facts), refusing what its kind does not take with a pointer into the batch. Kinds
 * whose units are not built yet are refused by name rather than accepted and dropped.
 */
final class FactReader {
    private static final Set<String> COMMON = Set.of("kind", "id", "place", "true_from", "true_to");
    /** Per kind: its fields, all required text, and the scope depth its place must have. */
    private static final Map<String, Shape> KINDS = Map.of("hypothesis", new Shape(List.of("claim"), 3));

    private FactReader() {
    }

    static Fact read(JsonNode node, String at, Scope callScope, Instant defaultTrueFrom) {
        if (!(node instanceof ObjectNode fact)) {
            throw Refusal.invalidInput(at, "Each fact is a JSON object.");
        }
        String kind = text(fact, at, "kind", true);
        Shape shape = KINDS.get(kind);
        if (shape == null) {
            throw Refusal.invalidInput(at + "/kind", "Facts of kind '" + kind + "' cannot be recorded yet; kinds "
                    + "recorded now: " + KINDS.keySet() + ".");
        }
        Iterator<String> names = fact.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!COMMON.contains(name) && !shape.fields().contains(name)) {
                throw Refusal.invalidInput(at + "/" + name, "'" + name + "' is not a field of a " + kind
                        + " fact; its fields are " + COMMON + " and " + shape.fields() + ".");
            }
        }
        String id = text(fact, at, "id", true);
        if (id.length() > 200 || id.contains("/")) {
            throw Refusal.invalidInput(at + "/id", "An id is at most 200 characters, with no '/'.");
        }
        String placeText = text(fact, at, "place", false);
        Scope place = placeText == null ? callScope : parsePlace(placeText, at);
        if (!Places.within(place.path(), callScope.path())) {
            throw Refusal.invalidInput(at + "/place", "The place " + place.path() + " does not lie within the "
                    + "call's scope " + callScope.path() + ".");
        }
        if (place.depth() != shape.depth()) {
            throw Refusal.invalidInput(at + "/place", "A " + kind + " lives at a " + depthName(shape.depth())
                    + " place; " + place.path() + " is not one.");
        }
        String from = text(fact, at, "true_from", false);
        String to = text(fact, at, "true_to", false);
        Instant trueFrom = from == null ? defaultTrueFrom : Times.parse(from, at + "/true_from");
        Instant trueTo = to == null ? null : Times.parse(to, at + "/true_to");
        if (trueTo != null && !trueTo.isAfter(trueFrom)) {
            throw Refusal.invalidInput(at + "/true_to", "true_to must be later than true_from.");
        }
        Map<String, String> fields = new LinkedHashMap<>();
        for (String field : shape.fields()) {
            String value = text(fact, at, field, true);
            if (value.isBlank()) {
                throw Refusal.invalidInput(at + "/" + field, "'" + field + "' must not be blank.");
            }
            fields.put(field, value);
        }
        return new Fact(kind, id, place.path(), trueFrom, trueTo, fields);
    }

    private static Scope parsePlace(String text, String at) {
        try {
            return Scope.parse(text);
        } catch (Refusal e) {
            throw Refusal.invalidInput(at + "/place",
                    "A place reads tenant/<id>[/brand/<id>[/strategy/<id>]]; got '" + text + "'.");
        }
    }

    private static String text(ObjectNode fact, String at, String name, boolean required) {
        JsonNode value = fact.get(name);
        if (value == null || value.isNull()) {
            if (required) {
                throw Refusal.invalidInput(at + "/" + name, "'" + name + "' is required.");
            }
            return null;
        }
        if (!value.isTextual()) {
            throw Refusal.invalidInput(at + "/" + name, "'" + name + "' must be text.");
        }
        return value.asText();
    }

    private static String depthName(int depth) {
        return depth == 3 ? "strategy" : depth == 2 ? "brand" : "tenant";
    }

    private record Shape(List<String> fields, int depth) {
    }
}
