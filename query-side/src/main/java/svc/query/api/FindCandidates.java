package svc.query.api;

import java.time.Instant;

/**
 * The entities a lookup finds, as true on {@code trueOn} and known on {@code knownOn}, on the line of
 * {@code callScope}. A key ({@code namespace} and {@code value}) and a {@code name} each search; {@code place} and
 * {@code kind} narrow. {@code breadth} (exact, similar, related, broad) is null for the plain substring search;
 * broad searches by the meaning of the name.
 */
public record FindCandidates(String tenant, String callScope, Instant trueOn, Instant knownOn, String namespace,
        String value, String name, String place, String kind, String breadth, int cap) implements MeaningQuery {
    @Override
    public boolean byMeaning() {
        return "broad".equals(breadth);
    }
}
