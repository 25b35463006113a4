package svc.gateway.inputs;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import jakarta.validation.constraints.NotBlank;
import java.time.Instant;

/** read/market_twin: the twin, and the date to read it as true on (an instant or a plain date). */
public record MarketTwinInput(@NotBlank String twin, @JsonDeserialize(using = WireInstant.class) Instant asOf) {
}
