package svc.query.show;

import java.time.Instant;
import java.util.List;
import svc.projections.deepening.DeepeningState;

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

    static DeepeningBody of(DeepeningState state) {
        return new DeepeningBody(state.id(), state.observation(), state.depth(),
                new AskedBy(state.askedBy().id(), state.askedBy().kind()), state.task(), state.place(),
                fetched(state.fetched()), embedding(state.embedding()));
    }

    private static Fetched fetched(DeepeningState.Fetched fetched) {
        if (fetched == null) {
            return null;
        }
        return new Fetched(fetched.address(), fetched.contentType(), fetched.bytes(), fetched.text(),
                Instant.parse(fetched.fetchedAt()));
    }

    private static Embedding embedding(DeepeningState.Embedding embedding) {
        if (embedding == null) {
            return null;
        }
        // Each float as the double its stored decimal reads as, which the body has always answered; a float widened
        // to a double would print more digits than were stored.
        List<Double> vector = embedding.vector().stream().map(value -> Double.valueOf(value.toString())).toList();
        return new Embedding(embedding.model(), embedding.dimensions(), vector);
    }
}
