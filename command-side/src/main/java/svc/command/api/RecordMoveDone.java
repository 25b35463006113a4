package svc.command.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** The connector did what the move asked; {@code sourceId} is the source's own id for it, null when it gave none. */
public record RecordMoveDone(@TargetAggregateIdentifier String unitId, String sourceId) {
}
