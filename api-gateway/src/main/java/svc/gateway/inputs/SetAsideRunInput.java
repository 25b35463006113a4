package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** act/set_aside_run: the run's key as read/runs lists it, and the plain reason. */
public record SetAsideRunInput(@NotBlank @Size(max = 200) String run, @NotBlank String reason) {
}
