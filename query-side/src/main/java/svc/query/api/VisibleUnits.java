package svc.query.api;

import java.util.List;
import svc.projections.bitemporal.UnitState;

/** Units as {@link FindVisibleUnits} found them, in id order. */
public record VisibleUnits(List<Unit> units) {
    /** A unit's own id (as its facts name it) and its state. */
    public record Unit(String id, UnitState state) {
        /** The state as its kind's record: the kind asked for is the caller's to know. */
        public <S extends UnitState> S state(Class<S> type) {
            return type.cast(state);
        }
    }
}
