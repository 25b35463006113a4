package svc.query.graph;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import org.axonframework.queryhandling.QueryHandler;
import org.springframework.stereotype.Component;
import svc.command.api.UnitKind;
import svc.projections.fact.FactFields.Connection;
import svc.projections.fact.FactFields.Entity;
import svc.projections.fact.FactState;
import svc.query.Awaits;
import svc.query.api.Candidate;
import svc.query.api.CandidatesAnswer;
import svc.query.api.FindCandidates;

/**
 * read/lookup over the entities on the dates asked: a key finds the entities holding it; a name finds by substring,
 * or at a breadth by the one candidate search of that breadth. With both, a candidate must hold the key and match
 * the name. Place and kind narrow what was found.
 */
@Component
class LookupQueries {
    private static final Comparator<Candidate> ORDER = Comparator.comparingDouble(Candidate::score).reversed()
            .thenComparing(Candidate::id);

    private final GraphRows rows;
    private final MeaningSearch meaning;

    LookupQueries(GraphRows rows, MeaningSearch meaning) {
        this.rows = rows;
        this.meaning = meaning;
    }

    @QueryHandler
    @Awaits(value = {UnitKind.ENTITY, UnitKind.CONNECTION}, meaningsWhenAsked = true)
    CandidatesAnswer handle(FindCandidates query) {
        List<FactState> entities = rows.entities(query.tenant(), query.callScope(), query.trueOn(), query.knownOn());
        Map<String, Candidate> found = null;
        if (query.namespace() != null) {
            found = byKey(query.namespace(), query.value(), entities);
        }
        if (query.name() != null) {
            Map<String, Candidate> named = byName(query, entities);
            if (found == null) {
                found = named;
            } else {
                found.keySet().retainAll(named.keySet());
            }
        }
        List<Candidate> narrowed = (found == null ? Map.<String, Candidate>of() : found).values().stream()
                .filter(candidate -> narrows(query, candidate.entity()))
                .sorted(ORDER)
                .toList();
        return new CandidatesAnswer(narrowed.stream().limit(query.cap()).toList(), narrowed.size() > query.cap());
    }

    private static Map<String, Candidate> byKey(String namespace, String value, List<FactState> entities) {
        Map<String, Candidate> found = new LinkedHashMap<>();
        for (FactState entity : entities) {
            if (value.equals(entity.field(Entity.KEYS).path(namespace).asText(null))) {
                Candidate candidate = new Candidate(entity, 1.0, "key", "measured: its key " + namespace
                        + " is the value asked for, so 1");
                found.put(candidate.id(), candidate);
            }
        }
        return found;
    }

    private Map<String, Candidate> byName(FindCandidates query, List<FactState> entities) {
        return switch (query.breadth() == null ? "substring" : query.breadth()) {
            case "substring" -> each(query.name(), entities, NameSearch::substring);
            case "exact" -> each(query.name(), entities, NameSearch::exact);
            case "similar" -> each(query.name(), entities, NameSearch::similar);
            case "related" -> related(query, entities);
            case "broad" -> keyed(meaning.near(query.name(), entities));
            default -> throw new IllegalArgumentException("unknown breadth " + query.breadth());
        };
    }

    /** The similar names and the entities one hop from them through any connection on the dates, at half score. */
    private Map<String, Candidate> related(FindCandidates query, List<FactState> entities) {
        Map<String, Candidate> similar = each(query.name(), entities, NameSearch::similar);
        Map<String, FactState> byId = new LinkedHashMap<>();
        entities.forEach(entity -> byId.put(entity.id(), entity));
        Map<String, Candidate> found = new LinkedHashMap<>(similar);
        List<FactState> connections = rows.connections(query.tenant(), query.callScope(), query.trueOn(),
                query.knownOn()).stream().sorted(Comparator.comparing(FactState::id)).toList();
        for (FactState connection : connections) {
            String from = connection.field(Connection.FROM).asText();
            String to = connection.field(Connection.TO).asText();
            hop(similar.get(from), byId.get(to), connection, found);
            hop(similar.get(to), byId.get(from), connection, found);
        }
        return found;
    }

    private static void hop(Candidate seed, FactState other, FactState connection, Map<String, Candidate> found) {
        if (seed == null || other == null) {
            return;
        }
        double score = Scores.round(seed.score() / 2);
        Candidate held = found.get(other.id());
        if (held != null && held.score() >= score) {
            return;
        }
        found.put(other.id(), new Candidate(other, score, "connection", "estimated: half the score of "
                + seed.id() + " (" + seed.score() + ", a similar name), to which connection "
                + connection.id() + " (" + connection.field(Connection.CONNECTION_KIND).asText() + ") links it"));
    }

    private static Map<String, Candidate> each(String name, List<FactState> entities,
            BiFunction<String, FactState, Optional<Candidate>> search) {
        Map<String, Candidate> found = new LinkedHashMap<>();
        for (FactState entity : entities) {
            search.apply(name, entity).ifPresent(candidate -> found.put(candidate.id(), candidate));
        }
        return found;
    }

    private static Map<String, Candidate> keyed(List<Candidate> candidates) {
        Map<String, Candidate> found = new LinkedHashMap<>();
        candidates.forEach(candidate -> found.put(candidate.id(), candidate));
        return found;
    }

    private static boolean narrows(FindCandidates query, FactState entity) {
        if (query.kind() != null && !query.kind().equalsIgnoreCase(entity.field(Entity.ENTITY_KIND).asText())) {
            return false;
        }
        return query.place() == null || entity.field(Entity.PLACE_NAME).asText("").toLowerCase(Locale.ROOT)
                .contains(query.place().toLowerCase(Locale.ROOT));
    }
}
