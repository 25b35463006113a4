package svc.query.api;

import java.time.Instant;
import svc.command.api.UnitIds;

/**
 * read/unit: one unit of {@code kind} as true on {@code trueOn} and known on {@code knownOn}, if it lies in the view
 * of {@code callScope}, shown as its kind's body with every number's basis ({@link Reading}).
 */
public record ShowUnit(String tenant, String kind, String id, String callScope, Instant trueOn, Instant knownOn)
        implements UnitQuery {
    @Override
    public String unitId() {
        return UnitIds.of(tenant, kind, id);
    }
}
