package svc.projections.bitemporal;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** The end-of-time sentinel that open intervals end at, on both axes. */
public final class Eot {
    public static final Instant INSTANT = Instant.parse("9999-12-31T23:59:59.999999Z");
    public static final OffsetDateTime VALUE = INSTANT.atOffset(ZoneOffset.UTC);

    private Eot() {
    }
}
