package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** The work could not be done, for this reason (plain words for the caller). */
public record FailTask(@TargetAggregateIdentifier String unitId, String error, Instant at) {
}
