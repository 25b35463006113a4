package svc.query.api;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One entity a lookup found: its state, a score in [0, 1], how it matched ({@code key}, {@code name},
 * {@code similar_name}, {@code connection}, {@code meaning}) and how the score was obtained, in words.
 */
public record Candidate(ObjectNode entity, double score, String matchedBy, String basis) {
    public String id() {
        return entity.path("id").asText();
    }
}
