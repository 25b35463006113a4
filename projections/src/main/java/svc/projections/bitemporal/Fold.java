package svc.projections.bitemporal;

/**
 * One kind of unit's state records and change records: its state follows from its change points, applied in
 * valid-time order from {@link #absent}, each change answering a new state from the one before.
 */
public interface Fold<S extends UnitState, C extends Change<S>> {
    /** The kind's state record, which the store reads its stored JSON back into. */
    Class<S> type();

    /** The kind's changes, which the store reads its stored change points back into. */
    Class<C> changeType();

    /** The state before any change point: not present. */
    S absent();

    default S apply(S state, C change) {
        return change.applyTo(state);
    }

    /** {@link #apply} for a state and change the store holds without knowing their kind's types. */
    default UnitState next(UnitState state, Change<?> change) {
        return apply(type().cast(state), changeType().cast(change));
    }
}
