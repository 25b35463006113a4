package svc.gateway.inputs;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** act/webhook: the Telling to register. */
public record WebhookInput(@NotNull @Valid TellingGiven telling) {
}
