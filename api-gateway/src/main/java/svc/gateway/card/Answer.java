package svc.gateway.card;

import java.time.Instant;
import java.util.Map;

/**
 * What a route's handler answers: the body, how every number in it was obtained (JSON Pointer to sentence), and the
 * date it is true on when the route read it on another date than the call's {@code Svc-As-True-On} (read/market_twin's
 * {@code as_of}); null means the call's, so the foot always names the date the body was read on.
 */
public record Answer(Object body, Map<String, String> basis, Instant trueOn) {
    public Answer(Object body, Map<String, String> basis) {
        this(body, basis, null);
    }

    public static Answer of(Object body) {
        return new Answer(body, Map.of());
    }
}
