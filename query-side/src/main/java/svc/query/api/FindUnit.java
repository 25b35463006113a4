package svc.query.api;

import java.time.Instant;

/** The unit as true on {@code trueOn} and known on {@code knownOn}, if it lies within {@code callScope}. */
public record FindUnit(String unitId, String callScope, Instant trueOn, Instant knownOn) implements UnitQuery {
}
