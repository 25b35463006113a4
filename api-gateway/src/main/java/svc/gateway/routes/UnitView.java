package svc.gateway.routes;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Map;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.Call;

/**
 * How read/unit shows one kind of unit: the body type its card names, and the body made from its bitemporal state.
 * Adding a kind to read/unit is one bean of this type; which projection keeps the kind is the projections' to say.
 */
public interface UnitView {
    String kind();

    String bodyType();

    /** The body made from the state alone; a kind whose body depends on the read's date overrides the other. */
    default Object body(ObjectNode state) {
        throw new UnsupportedOperationException(kind() + " bodies are read on a date");
    }

    /** The body as read on {@code trueOn}; the same as {@link #body(ObjectNode)} unless the kind says otherwise. */
    default Object body(ObjectNode state, Instant trueOn) {
        return body(state);
    }

    /** How each number of {@link #body} was obtained, by JSON Pointer; a kind whose body has numbers must say. */
    default Map<String, String> basis(ObjectNode state) {
        return Map.of();
    }

    /**
     * The answer of one read of the unit on these dates: its body and basis. A kind whose body holds other units (a
     * task holds its result) overrides this to read them on the same dates within the same call.
     */
    default Answer answer(ObjectNode state, Instant trueOn, Instant knownOn, Call call) {
        return new Answer(body(state, trueOn), basis(state));
    }
}
