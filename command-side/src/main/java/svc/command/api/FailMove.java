package svc.command.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** The connector could not do what the move asked, for this reason. */
public record FailMove(@TargetAggregateIdentifier String unitId, String reason) {
}
