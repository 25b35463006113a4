package svc.query.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;
import svc.projections.fact.FactFields.Entity;
import svc.projections.fact.FactState;
import svc.projections.meaning.Embedder;
import svc.projections.meaning.NameMeanings;
import svc.query.api.Candidate;

/**
 * Entities by meaning: the cosine similarity of the embedding of the name asked for with the embedding of each
 * entity's name, as the {@code entity-meanings} projection keeps them.
 */
@Component
class MeaningSearch {
    /**
     * The cosine from which a name counts as near in meaning: for this model, names of unrelated trades land at about
     * 0.1 to 0.35 from each other, a trade and a firm of that trade at 0.45 to 0.8 (measured, see decisions).
     */
    static final double NEAR = 0.4;

    private final NameMeanings meanings;
    private final Embedder embedder;

    MeaningSearch(NameMeanings meanings, Embedder embedder) {
        this.meanings = meanings;
        this.embedder = embedder;
    }

    /** The entities whose name is near in meaning to {@code name}. */
    List<Candidate> near(String name, List<FactState> entities) {
        float[] asked = embedder.vector(name);
        Map<String, float[]> vectors = meanings.vectors(entities.stream()
                .filter(entity -> entity.field(Entity.NAME).isTextual())
                .map(entity -> entity.field(Entity.NAME).asText())
                .toList());
        List<Candidate> found = new ArrayList<>();
        for (FactState entity : entities) {
            float[] vector = vectors.get(entity.field(Entity.NAME).asText(null));
            if (vector == null) {
                continue;
            }
            double cosine = cosine(asked, vector);
            if (cosine >= NEAR) {
                found.add(new Candidate(entity, Scores.round(cosine), "meaning", "measured: cosine similarity of "
                        + "the sentence embeddings (all-MiniLM-L6-v2) of the name asked for and of '"
                        + entity.field(Entity.NAME).asText() + "'; near from " + NEAR));
            }
        }
        return found;
    }

    static double cosine(float[] a, float[] b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
    }
}
