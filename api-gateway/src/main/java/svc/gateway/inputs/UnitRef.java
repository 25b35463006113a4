package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;

/** A unit by id and kind. */
public record UnitRef(@NotBlank String id, @NotNull UnitKind kind) {
}
