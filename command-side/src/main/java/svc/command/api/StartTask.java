package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** The work plane begins a task's work; {@code resumed} when it runs it again after its process stopped. */
public record StartTask(@TargetAggregateIdentifier String unitId, boolean resumed, Instant at) {
}
