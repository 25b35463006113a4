package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Map;
import svc.query.api.Reading;
import svc.query.api.ShowUnit;

/**
 * How read/unit shows one kind of unit: the body made from its bitemporal state, and how each number in it was
 * obtained. Adding a kind to read/unit is one bean of this type; the body type its card names is its kind's
 * ({@code UnitKind.bodyType}), and which projection keeps the kind is the projections' to say.
 */
interface UnitView {
    String kind();

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
     * The reading of one unit as {@code asked}: its body and basis. A kind whose body holds other units (a task holds
     * its result) or what is read beside the unit overrides this, reading them on the same dates.
     */
    default Reading show(ObjectNode state, ShowUnit asked) {
        return new Reading(body(state, asked.trueOn()), basis(state));
    }
}
