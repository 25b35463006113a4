package svc.query.api;

import svc.projections.bitemporal.UnitState;

/** A unit's state, or nothing when it is missing or out of the caller's view (the two look alike). */
public record UnitAnswer(UnitState state) {
    public boolean found() {
        return state != null;
    }

    /** The state as its kind's record (the unit asked for names its kind), or null when none was found. */
    public <S extends UnitState> S state(Class<S> type) {
        return type.cast(state);
    }
}
