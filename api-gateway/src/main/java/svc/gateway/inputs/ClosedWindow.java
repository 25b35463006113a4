package svc.gateway.inputs;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import jakarta.validation.constraints.NotNull;
import java.time.Instant;

/** A window with both ends: from inclusive, to exclusive; each an RFC 3339 instant or a plain date. */
public record ClosedWindow(@NotNull @JsonDeserialize(using = WireInstant.class) Instant from,
        @NotNull @JsonDeserialize(using = WireInstant.class) Instant to) {
}
