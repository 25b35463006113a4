package svc.gateway.inputs;

import jakarta.validation.constraints.NotNull;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** act/webhook: the Telling to register. */
public record WebhookInput(@NotNull ObjectNode telling) {
}
