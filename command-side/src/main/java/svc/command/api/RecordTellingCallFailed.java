package svc.command.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** The deliverer reports a call to a Telling's address that did not deliver. */
public record RecordTellingCallFailed(@TargetAggregateIdentifier String unitId, FailedCall call) {
}
