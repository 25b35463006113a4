package svc.query.api;

/**
 * A unit's events were parked by the processor a read needs (a handler could not handle one): its rows lack them,
 * so the read is refused rather than answered from them, until an operator retries or drops the parked events.
 */
public class UnitParked extends RuntimeException {
    private final String unitId;

    public UnitParked(String unitId, String processor) {
        super("the events of " + unitId + " are parked by projection " + processor);
        this.unitId = unitId;
    }

    public String unitId() {
        return unitId;
    }
}
