package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** A person stops a task, from a call in {@code callScope}. */
public record CancelTask(@TargetAggregateIdentifier String unitId, String callScope, String by, Instant at) {
}
