package svc.command.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** The deliverer reports a call to a notification rule's webhook channel that did not deliver. */
public record RecordRuleCallFailed(@TargetAggregateIdentifier String unitId, FailedCall call) {
}
