package svc.query.api;

import java.time.Instant;

/**
 * Every unit of one kind in a tenant that the call's scope sees (its place lies within the scope, or the scope within
 * its place), as known on {@code knownOn}: as true on {@code trueOn} when {@code windowFrom} is null, else each unit
 * whose true period overlaps {@code [windowFrom, windowTo)}, in the last state it held within the window.
 */
public record FindVisibleUnits(String tenant, String kind, String callScope, Instant trueOn, Instant knownOn,
        Instant windowFrom, Instant windowTo) implements KindQuery {
    public static FindVisibleUnits at(String tenant, String kind, String callScope, Instant trueOn, Instant knownOn) {
        return new FindVisibleUnits(tenant, kind, callScope, trueOn, knownOn, null, null);
    }
}
