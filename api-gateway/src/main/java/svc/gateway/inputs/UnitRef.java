package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import svc.command.api.UnitKind;

/** A unit by id and kind. */
public record UnitRef(@NotBlank @Size(max = 200) String id, @NotNull UnitKind kind) {
}
