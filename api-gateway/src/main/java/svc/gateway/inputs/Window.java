package svc.gateway.inputs;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import java.time.Instant;

/** A span of time, from inclusive to exclusive; each end an RFC 3339 instant or a plain date (its first instant). */
public record Window(@JsonDeserialize(using = WireInstant.class) Instant from,
        @JsonDeserialize(using = WireInstant.class) Instant to) {
}
