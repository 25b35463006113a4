package svc.command.api;

import java.time.Instant;

/** A notification rule sends nothing more from {@code at}, for the reason given. */
public record NotificationRuleDisabled(String unitId, String reason, Instant at) {
}
