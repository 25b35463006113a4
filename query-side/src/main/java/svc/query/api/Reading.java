package svc.query.api;

import java.util.Map;

/**
 * A read route's answer as the query side makes it: the body (a record of this package, or JSON made to its body
 * type), and how every number in it was obtained (JSON Pointer to sentence). {@code body} is null when what was
 * asked for is not in the caller's view.
 */
public record Reading(Object body, Map<String, String> basis) {
    public static Reading notFound() {
        return new Reading(null, Map.of());
    }

    public boolean found() {
        return body != null;
    }
}
