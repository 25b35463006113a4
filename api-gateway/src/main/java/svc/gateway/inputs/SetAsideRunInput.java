package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;

/** act/set_aside_run: the run's key as read/runs lists it, and the plain reason. */
public record SetAsideRunInput(@NotBlank String run, @NotBlank String reason) {
}
