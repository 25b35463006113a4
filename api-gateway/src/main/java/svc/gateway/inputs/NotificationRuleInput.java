package svc.gateway.inputs;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** act/notification_rule. */
public record NotificationRuleInput(@NotBlank String name, @NotNull List<@NotBlank String> notices, @NotNull JsonNode channel, String quietHours, @NotNull Digest digest) {
}
