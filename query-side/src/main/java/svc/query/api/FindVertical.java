package svc.query.api;

import java.time.Instant;

/**
 * read/vertical: the vertical named {@code vertical}, or (when null) the one whose {@code brands} hold {@code brand},
 * as true on {@code trueOn} and known on {@code knownOn}, if it lies on the line of {@code callScope}. When the caller
 * named the brand as well as the vertical ({@code brandNamed}), the vertical must hold it; a brand not named is the
 * call's scope's.
 */
public record FindVertical(String tenant, String callScope, String vertical, String brand, boolean brandNamed,
        Instant trueOn, Instant knownOn) {
}
