package svc.projections.bitemporal;

/**
 * A unit's state at one time, a record of each kind's own: the fold writes it, the store keeps it as JSON, and the
 * query side reads the same members back. Every kind says whether the unit exists then and where it lives.
 */
public interface UnitState {
    /** Whether the unit exists at that time; rows of an absent unit are kept, and no read answers them. */
    boolean present();

    /** The place the unit lives in, which keeps it to a caller's view; null when it has none. */
    String place();
}
