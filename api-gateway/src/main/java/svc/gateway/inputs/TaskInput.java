package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** work/status, work/cancel: the task meant. */
public record TaskInput(@NotBlank @Size(max = 200) String task) {
}
