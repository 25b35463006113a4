package svc.gateway.inputs;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import svc.gateway.register.Values;

/** act/notification_rule: who is told of which notices, how, when not, and how often. */
public record NotificationRuleInput(@NotBlank String name,
        @NotEmpty List<@NotBlank @Values(NoticeNames.class) String> notices,
        @NotNull @Valid NotificationChannel channel, String quietHours, @NotNull Digest digest) {
}
