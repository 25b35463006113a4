package svc.query.show;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The Deepening body: the observation deepened, how far, for which unit, by which task, where, and what it fetched
 * and embedded ({@code null} for what the depth did not ask).
 */
record DeepeningBody(String id, String observation, String depth, AskedBy askedBy, String task, String place,
        Fetched fetched, Embedding embedding) {

    record AskedBy(String id, String kind) {
    }

    record Fetched(String address, String contentType, long bytes, String text, Instant fetchedAt) {
    }

    record Embedding(String model, int dimensions, List<Double> vector) {
    }

    static DeepeningBody of(ObjectNode state) {
        JsonNode askedBy = state.path("asked_by");
        return new DeepeningBody(state.path("id").asText(), state.path("observation").asText(),
                state.path("depth").asText(), new AskedBy(askedBy.path("id").asText(), askedBy.path("kind").asText()),
                state.path("task").asText(), state.path("place").asText(), fetched(state.path("fetched")),
                embedding(state.path("embedding")));
    }

    private static Fetched fetched(JsonNode fetched) {
        if (!fetched.isObject()) {
            return null;
        }
        return new Fetched(fetched.path("address").asText(), fetched.path("content_type").asText(),
                fetched.path("bytes").asLong(), fetched.path("text").asText(),
                Instant.parse(fetched.path("fetched_at").asText()));
    }

    private static Embedding embedding(JsonNode embedding) {
        if (!embedding.isObject()) {
            return null;
        }
        List<Double> vector = new ArrayList<>();
        embedding.path("vector").forEach(value -> vector.add(value.asDouble()));
        return new Embedding(embedding.path("model").asText(), embedding.path("dimensions").asInt(), vector);
    }
}
