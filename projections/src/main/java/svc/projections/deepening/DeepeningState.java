package svc.projections.deepening;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.List;
import svc.projections.bitemporal.UnitState;

/**
 * A deepening: the observation deepened, how far, for which unit, by which task, where, and what it fetched and
 * embedded (none for what the depth did not ask).
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DeepeningState(boolean present, String id, String observation, String depth, AskedBy askedBy,
        String task, String place, Fetched fetched, Embedding embedding) implements UnitState {
    static final DeepeningState ABSENT = new DeepeningState(false, null, null, null, null, null, null, null, null);

    /** The unit a deepening was asked for, by id and kind. */
    public record AskedBy(String id, String kind) {
    }

    /** What was fetched: from where, its content type, how many bytes, its text, and when (an instant as text). */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    public record Fetched(String address, String contentType, long bytes, String text, String fetchedAt) {
    }

    /** The vector holds the embedder's floats as they are, so each is stored as its float's shortest decimal. */
    public record Embedding(String model, int dimensions, List<Float> vector) {
    }

    static DeepeningState made(String id, String observation, String depth, AskedBy askedBy, String task,
            String place, Fetched fetched, Embedding embedding) {
        return new DeepeningState(true, id, observation, depth, askedBy, task, place, fetched, embedding);
    }
}
