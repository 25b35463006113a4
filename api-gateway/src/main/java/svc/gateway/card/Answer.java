package svc.gateway.card;

import java.util.Map;

/** What a route's handler answers: the body, and how every number in it was obtained (JSON Pointer to sentence). */
public record Answer(Object body, Map<String, String> basis) {
    public static Answer of(Object body) {
        return new Answer(body, Map.of());
    }
}
