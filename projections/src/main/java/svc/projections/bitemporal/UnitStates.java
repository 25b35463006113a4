package svc.projections.bitemporal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;

/** The fold of every kind the store keeps, and the kinds' states and changes to and from the JSON the rows hold. */
public final class UnitStates {
    private final Map<String, Fold<?, ?>> folds;
    private final ObjectMapper json;

    public UnitStates(Map<String, Fold<?, ?>> folds, ObjectMapper json) {
        this.folds = Map.copyOf(folds);
        this.json = json;
    }

    /** The kind's fold; fails for a kind the store does not keep. */
    public Fold<?, ?> fold(String kind) {
        Fold<?, ?> fold = folds.get(kind);
        if (fold == null) {
            throw new IllegalArgumentException("no fold for unit kind " + kind);
        }
        return fold;
    }

    boolean keeps(String kind) {
        return folds.containsKey(kind);
    }

    /** A stored state of a unit of this kind. */
    public UnitState read(String kind, String text) {
        return read(fold(kind).type(), text);
    }

    /** A stored state, as the type its kind's fold gives. */
    public <S extends UnitState> S read(Class<S> type, String text) {
        try {
            return json.readValue(text, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored state is not a " + type.getSimpleName(), e);
        }
    }

    /** A stored change point of a unit of this kind. */
    public Change<?> readChange(String kind, String text) {
        Class<? extends Change<?>> type = fold(kind).changeType();
        try {
            return json.readValue(text, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored change point is not a " + type.getSimpleName(), e);
        }
    }

    String write(Object stateOrChange) {
        try {
            return json.writeValueAsString(stateOrChange);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a " + stateOrChange.getClass().getSimpleName()
                    + " cannot be written as JSON", e);
        }
    }
}
