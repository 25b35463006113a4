package svc.projections.bitemporal;

/**
 * What one change point does to a unit's state. Each kind's changes are the records of one sealed interface, kept in
 * {@code bt_change.op} as JSON whose {@code op} member names the change; a change's members are its components,
 * spelled once for the event that makes it, the store that keeps it and the fold that applies it.
 */
public interface Change<S extends UnitState> {
    /** The state after this change, from the state before it; the state before is not changed. */
    S applyTo(S state);
}
