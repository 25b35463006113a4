package svc.query.api;

import java.time.Instant;

/** Every unit of {@code kind} the view of {@code callScope} sees on the two dates, each shown as read/unit shows it. */
public record ShowVisibleUnits(String tenant, String kind, String callScope, Instant trueOn, Instant knownOn)
        implements KindQuery {
}
