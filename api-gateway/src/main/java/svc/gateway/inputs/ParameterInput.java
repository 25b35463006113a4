package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;

/** read/parameter. */
public record ParameterInput(@NotBlank String name, String scope) {
}
