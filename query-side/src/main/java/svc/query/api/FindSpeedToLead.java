package svc.query.api;

import java.time.Instant;

/**
 * The delays from delivery to first touch of the leads at {@code brandPlace} delivered in [{@code from}, {@code to}),
 * as true on {@code trueOn} and known on {@code knownOn}.
 */
public record FindSpeedToLead(String tenant, String brandPlace, Instant from, Instant to, Instant trueOn,
        Instant knownOn) {
}
