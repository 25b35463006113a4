package svc.query.show;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Map;
import svc.projections.bitemporal.UnitState;
import svc.projections.bitemporal.UnitStates;
import svc.query.api.Reading;
import svc.query.api.ShowUnit;

/**
 * How read/unit shows a kind whose state is a record ({@link UnitState}): its body and basis read the record's
 * members, the ones its fold writes. Kinds move here from JSON one by one (issue 22, item 3).
 */
abstract class RecordView<S extends UnitState> implements UnitView {
    private final Class<S> type;
    private final UnitStates states;

    RecordView(Class<S> type, UnitStates states) {
        this.type = type;
        this.states = states;
    }

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

    /** The reading of one unit as {@code asked}; a kind that reads other units beside it overrides this. */
    Reading show(S state, ShowUnit asked) {
        return new Reading(body(state, asked.trueOn()), basis(state));
    }

    @Override
    public final Reading show(ObjectNode state, ShowUnit asked) {
        return show(states.of(type, state), asked);
    }
}
