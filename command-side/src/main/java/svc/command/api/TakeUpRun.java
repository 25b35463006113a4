package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** The beat takes up a waiting run at {@code at}, for the reason given. */
public record TakeUpRun(@TargetAggregateIdentifier String unitId, String reason, Instant at) {
}
