package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;
import java.time.Instant;

/** read/market_twin. */
public record MarketTwinInput(@NotBlank String twin, Instant asOf) {
}
