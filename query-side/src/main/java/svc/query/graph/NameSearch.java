package svc.query.graph;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import svc.projections.fact.FactFields.Entity;
import svc.projections.fact.FactState;
import svc.query.api.Candidate;

/** The searches of a name over entities' names and aliases: by substring, at breadth exact, at breadth similar. */
final class NameSearch {
    private NameSearch() {
    }

    /** The legacy search: the name lies in the entity's name or an alias, ignoring case; longer names score less. */
    static Optional<Candidate> substring(String asked, FactState entity) {
        String needle = asked.toLowerCase(Locale.ROOT);
        return names(entity).stream()
                .filter(name -> name.toLowerCase(Locale.ROOT).contains(needle))
                .min((a, b) -> Integer.compare(a.length(), b.length()))
                .map(name -> new Candidate(entity, Scores.round((double) asked.length() / name.length()), "name",
                        "measured: the name asked for is " + asked.length() + " of the " + name.length()
                                + " characters of '" + name + "', in which it lies (ignoring case)"));
    }

    static Optional<Candidate> exact(String asked, FactState entity) {
        return names(entity).stream()
                .filter(name -> NameSimilarity.same(asked, name))
                .findFirst()
                .map(name -> new Candidate(entity, 1.0, "name", "measured: '" + name
                        + "' is the name asked for, ignoring case, accents and runs of whitespace, so 1"));
    }

    static Optional<Candidate> similar(String asked, FactState entity) {
        String best = null;
        double score = -1;
        for (String name : names(entity)) {
            double similarity = NameSimilarity.similarity(asked, name);
            if (similarity > score) {
                best = name;
                score = similarity;
            }
        }
        if (best == null || score < NameSimilarity.SIMILAR) {
            return Optional.empty();
        }
        return Optional.of(new Candidate(entity, Scores.round(score), "similar_name", "measured: 1 less the edit "
                + "distance over the longer length between the name asked for and '" + best + "', ignoring case, "
                + "accents and runs of whitespace; similar from " + NameSimilarity.SIMILAR));
    }

    /** The entity's name, then its aliases. */
    static List<String> names(FactState entity) {
        List<String> names = new ArrayList<>();
        if (entity.field(Entity.NAME).isTextual()) {
            names.add(entity.field(Entity.NAME).asText());
        }
        for (JsonNode alias : entity.field(Entity.ALIASES)) {
            if (alias.isTextual()) {
                names.add(alias.asText());
            }
        }
        return names;
    }
}
