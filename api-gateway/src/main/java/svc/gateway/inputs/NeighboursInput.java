package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;

/** ask/neighbours. */
public record NeighboursInput(@NotBlank String entity, @NotBlank String kind, String role) {
}
