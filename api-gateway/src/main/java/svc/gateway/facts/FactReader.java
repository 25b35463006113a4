package svc.gateway.facts;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import svc.command.api.Places;
import svc.gateway.dispatch.InputReader;
import svc.gateway.envelope.Scope;
import svc.gateway.refusal.Refusal;
import svc.gateway.register.WireNames;

/**
 * Reads a fact (design.md, Facts): the members every fact has, then its kind's own as that kind's record, refusing
 * with a pointer into the batch. Kinds the record does not take yet are refused by name rather than accepted and
 * dropped.
 */
@Component
public class FactReader {
    /** Each kind's record, by the kind's wire name. */
    static final Map<String, Class<?>> KINDS = Arrays.stream(GivenFact.class.getAnnotation(JsonSubTypes.class)
            .value()).collect(Collectors.toUnmodifiableMap(JsonSubTypes.Type::name, JsonSubTypes.Type::value));
    private static final Set<String> COMMON = WireNames.members(FactPlace.class);

    private final InputReader inputs;
    private final List<FactRule> rules;

    FactReader(InputReader inputs, List<FactRule> rules) {
        this.inputs = inputs;
        this.rules = rules;
    }

    /** The kinds of fact the record takes. */
    public static Set<String> kinds() {
        return KINDS.keySet();
    }

    public Fact read(JsonNode node, String at, Scope callScope, Instant defaultTrueFrom) {
        if (!(node instanceof ObjectNode fact)) {
            throw Refusal.invalidInput(at, "Each fact is a JSON object.");
        }
        FactPlace common = inputs.read(fact, FactPlace.class, at);
        Class<?> type = KINDS.get(common.kind());
        if (type == null) {
            throw Refusal.invalidInput(at + "/kind", "Facts of kind '" + common.kind() + "' cannot be recorded yet; "
                    + "kinds recorded now: " + new TreeSet<>(KINDS.keySet()) + ".");
        }
        Set<String> own = WireNames.members(type);
        Iterator<String> names = fact.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!COMMON.contains(name) && !own.contains(name)) {
                throw Refusal.invalidInput(at + "/" + name, "'" + name + "' is not a member of a " + common.kind()
                        + " fact; its members are " + new TreeSet<>(COMMON) + " and " + new TreeSet<>(own) + ".");
            }
        }
        String id = common.id();
        if (id.isBlank() || id.length() > 200 || id.contains("/")) {
            throw Refusal.invalidInput(at + "/id", "An id is 1 to 200 characters, with no '/'.");
        }
        Scope place = common.place() == null ? callScope : parsePlace(common.place(), at);
        if (!Places.within(place.path(), callScope.path())) {
            throw Refusal.invalidInput(at + "/place", "The place " + place.path() + " does not lie within the "
                    + "call's scope " + callScope.path() + ".");
        }
        Lives lives = type.getAnnotation(LivesAt.class).value();
        if (!lives.at(place)) {
            throw Refusal.invalidInput(at + "/place", "A " + common.kind() + " lives at " + lives.words() + "; "
                    + place.path() + " is not one.");
        }
        Instant trueFrom = common.trueFrom() == null ? defaultTrueFrom : common.trueFrom();
        if (common.trueTo() != null && !common.trueTo().isAfter(trueFrom)) {
            throw Refusal.invalidInput(at + "/true_to", "true_to must be later than true_from.");
        }
        ObjectNode fields = fact.deepCopy();
        fields.remove(COMMON);
        GivenFact given = given(common.kind(), fields, at);
        return new Fact(common.kind(), id, place.path(), trueFrom, common.trueTo(), given, fields, at);
    }

    /**
     * A fact the platform states itself (a view kept, an invitation answered), its own members read and checked as a
     * caller's are, refusals under {@code at}.
     */
    public Fact of(String kind, String id, String place, Instant trueFrom, ObjectNode fields, String at) {
        return new Fact(kind, id, place, trueFrom, null, given(kind, fields, at), fields, at);
    }

    private GivenFact given(String kind, ObjectNode fields, String at) {
        // Read by its kind, as GivenFact's type info says: the kind is the type's name, not a member of the record.
        GivenFact given = inputs.read(fields.deepCopy().put("kind", kind), GivenFact.class, at);
        given.check(at);
        rules.forEach(rule -> rule.check(given, at));
        return given;
    }

    private static Scope parsePlace(String text, String at) {
        try {
            return Scope.parse(text);
        } catch (Refusal e) {
            throw Refusal.invalidInput(at + "/place",
                    "A place reads tenant/<id>[/brand/<id>[/strategy/<id>]]; got '" + text + "'.");
        }
    }
}
