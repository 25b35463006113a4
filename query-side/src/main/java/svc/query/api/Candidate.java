package svc.query.api;

import svc.projections.fact.FactState;

/**
 * One entity a lookup found: its state, a score in [0, 1], how it matched ({@code key}, {@code name},
 * {@code similar_name}, {@code connection}, {@code meaning}) and how the score was obtained, in words.
 */
public record Candidate(FactState entity, double score, String matchedBy, String basis) {
    public String id() {
        return entity.id();
    }
}
