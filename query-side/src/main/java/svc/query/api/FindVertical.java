package svc.query.api;

import java.time.Instant;

/**
 * The vertical named {@code vertical}, or (when null) the one whose {@code brands} hold {@code brand}, as true on
 * {@code trueOn} and known on {@code knownOn}, if it lies on the line of {@code callScope}.
 */
public record FindVertical(String tenant, String callScope, String vertical, String brand, Instant trueOn,
        Instant knownOn) {
}
