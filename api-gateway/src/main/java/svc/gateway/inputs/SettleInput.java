package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import jakarta.validation.constraints.NotNull;
import svc.command.api.Standing;

/** act/settle: where a hypothesis stands, and what it was settled on. */
public record SettleInput(@NotBlank @Size(max = 200) String hypothesis, @NotNull Standing standing,
        @NotBlank String on) {
}
