package svc.gateway.inputs;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;

/** read/speed_to_lead. */
public record SpeedToLeadInput(@NotBlank String brand, @NotNull @Valid ClosedWindow window) {
}
