package svc.query.show;

import java.time.Instant;
import java.util.Map;
import svc.projections.bitemporal.UnitState;
import svc.query.api.Reading;
import svc.query.api.ShowUnit;

/**
 * How read/unit shows one kind of unit: the body made from its state, its kind's record, and how each number in it
 * was obtained. Adding a kind to read/unit is one bean of this type; the body type its card names is its kind's
 * ({@code UnitKind.bodyType}), and which projection keeps the kind is the projections' to say.
 */
abstract class UnitView<S extends UnitState> {
    private final Class<S> type;

    UnitView(Class<S> type) {
        this.type = type;
    }

    abstract String kind();

    /** The body made from the state alone; a kind whose body depends on the read's date overrides the other. */
    Object body(S state) {
        throw new UnsupportedOperationException(kind() + " bodies are read on a date");
    }

    /** The body as read on {@code trueOn}; the same as {@link #body(UnitState)} unless the kind says otherwise. */
    Object body(S state, Instant trueOn) {
        return body(state);
    }

    /** How each number of the body was obtained, by JSON Pointer; a kind whose body has numbers must say. */
    Map<String, String> basis(S state) {
        return Map.of();
    }

    /**
     * The reading of one unit as {@code asked}: its body and basis. A kind whose body holds other units (a task holds
     * its result) or what is read beside the unit overrides this, reading them on the same dates.
     */
    Reading show(S state, ShowUnit asked) {
        return new Reading(body(state, asked.trueOn()), basis(state));
    }

    /** {@link #show} of a state the reader gave as any kind's; it is this kind's record. */
    final Reading reading(UnitState state, ShowUnit asked) {
        return show(type.cast(state), asked);
    }
}
