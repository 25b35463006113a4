package svc.gateway.inputs;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;

/** read/parameter: a parameter's name, and the scope to look for it from (the call's when not given). */
public record ParameterInput(@NotBlank String name, @Valid ScopeInput scope) {
}
