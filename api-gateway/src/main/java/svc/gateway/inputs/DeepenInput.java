package svc.gateway.inputs;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import jakarta.validation.constraints.NotNull;

/** act/deepen. */
public record DeepenInput(@NotBlank @Size(max = 200) String observation, @NotNull Depth depth,
        @NotNull @Valid UnitRef askedBy) {
}
