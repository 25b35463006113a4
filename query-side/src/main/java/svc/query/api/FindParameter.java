package svc.query.api;

import java.time.Instant;
import java.util.List;

/** The parameter named {@code name} at the first of {@code places} (nearest first) that has one, on the two dates. */
public record FindParameter(String tenant, List<String> places, String name, Instant trueOn, Instant knownOn) {
}
