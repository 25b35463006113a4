package svc.gateway.inputs;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** read/unit, read/history: the unit meant. */
public record UnitInput(@NotNull @Valid UnitRef unit) {
}
