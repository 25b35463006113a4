package svc.query.api;

/**
 * Read-your-writes for a change about to be answered: waits until the projection keeping the unit has handled the
 * unit's last event. An act calls it before the transaction its answer is read in, so that the wait holds no pooled
 * connection the projection needs; the answer's own query then finds nothing to wait for.
 */
public interface UnitFreshness {
    void awaitUnit(String unitId);
}
