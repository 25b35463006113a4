package svc.projections.bitemporal;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * How one kind of unit's state follows from its change points, applied in valid-time order, from {@link #absent}.
 * States are records: a fold answers a new one and never changes its input.
 */
public interface Fold<S extends UnitState> {
    /** The kind's state record, which the store reads its stored JSON back into. */
    Class<S> type();

    /** The state before any change point: not present. */
    S absent();

    S apply(S state, JsonNode op);

    /** {@link #apply} for a state the store holds without knowing its kind's type. */
    default UnitState next(UnitState state, JsonNode op) {
        return apply(type().cast(state), op);
    }
}
