package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;

/** work/status, work/cancel: the task meant. */
public record TaskInput(@NotBlank String task) {
}
