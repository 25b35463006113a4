package svc.gateway.facts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.gateway.envelope.Scope;
import svc.gateway.envelope.Times;
import svc.gateway.refusal.Refusal;

/**
 * Reads the members every fact has (design.md, Facts), refusing what its kind does not take with a pointer into the
 * batch. Kinds the record does not take yet are refused by name rather than accepted and dropped.
 */
@Component
public class FactReader {
    private static final Set<String> COMMON = Set.of("kind", "id", "place", "true_from", "true_to");

    private final Map<String, FactKind> kinds;

    FactReader(List<FactKind> kinds) {
        this.kinds = kinds.stream().collect(Collectors.toMap(FactKind::kind, Function.identity()));
    }

    /** The kind of a fact this reader read; its command records the fact. */
    public FactKind kindOf(Fact fact) {
        return kinds.get(fact.kind());
    }

    public Fact read(JsonNode node, String at, Scope callScope, Instant defaultTrueFrom) {
        if (!(node instanceof ObjectNode fact)) {
            throw Refusal.invalidInput(at, "Each fact is a JSON object.");
        }
        String kindName = text(fact, at, "kind", true);
        FactKind kind = kinds.get(kindName);
        if (kind == null) {
            throw Refusal.invalidInput(at + "/kind", "Facts of kind '" + kindName + "' cannot be recorded yet; "
                    + "kinds recorded now: " + new TreeSet<>(kinds.keySet()) + ".");
        }
        Iterator<String> names = fact.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!COMMON.contains(name) && !kind.members().contains(name)) {
                throw Refusal.invalidInput(at + "/" + name, "'" + name + "' is not a member of a " + kindName
                        + " fact; its members are " + new TreeSet<>(COMMON) + " and "
                        + new TreeSet<>(kind.members()) + ".");
            }
        }
        String id = text(fact, at, "id", true);
        if (id.isBlank() || id.length() > 200 || id.contains("/")) {
            throw Refusal.invalidInput(at + "/id", "An id is 1 to 200 characters, with no '/'.");
        }
        String placeText = text(fact, at, "place", false);
        Scope place = placeText == null ? callScope : parsePlace(placeText, at);
        if (!Places.within(place.path(), callScope.path())) {
            throw Refusal.invalidInput(at + "/place", "The place " + place.path() + " does not lie within the "
                    + "call's scope " + callScope.path() + ".");
        }
        if (!kind.livesAt(place)) {
            throw Refusal.invalidInput(at + "/place", "A " + kindName + " lives at " + kind.places() + "; "
                    + place.path() + " is not one.");
        }
        String from = text(fact, at, "true_from", false);
        String to = text(fact, at, "true_to", false);
        Instant trueFrom = from == null ? defaultTrueFrom : Times.parse(from, at + "/true_from");
        Instant trueTo = to == null ? null : Times.parse(to, at + "/true_to");
        if (trueTo != null && !trueTo.isAfter(trueFrom)) {
            throw Refusal.invalidInput(at + "/true_to", "true_to must be later than true_from.");
        }
        ObjectNode fields = fact.deepCopy();
        fields.remove(COMMON);
        Fact read = new Fact(kindName, id, place.path(), trueFrom, trueTo, fields, at);
        // Building the command reads the kind's own members, so a batch is refused whole before anything is recorded.
        kind.command(read, callScope.tenant());
        return read;
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
}
