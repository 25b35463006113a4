package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;

/** act/withdraw. */
public record WithdrawInput(@NotBlank String publishing, @NotBlank String reason) {
}
