package svc.projections.bitemporal;

/**
 * How one kind of unit's state follows from its change points, applied in valid-time order, from {@link #absent}.
 * States are records: a change answers a new one and never changes its input.
 */
public interface Fold<S extends UnitState, C> {
    /** The kind's state record, which the store reads its stored JSON back into. */
    Class<S> type();

    /** The kind's changes, which the store reads its stored change points back into. */
    Class<C> changeType();

    /** The state before any change point: not present. */
    S absent();

    S apply(S state, C change);

    /** {@link #apply} for a state and change the store holds without knowing their kind's types. */
    default UnitState next(UnitState state, Object change) {
        return apply(type().cast(state), changeType().cast(change));
    }
}
