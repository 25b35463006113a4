package svc.command.api;

/** A call to a notification rule's webhook channel did not deliver; it holds from the time of the call. */
public record NotificationRuleCallFailed(String unitId, FailedCall call) {
}
