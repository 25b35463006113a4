package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** The deliverer stops sending a rule's notices, for the reason given (its channel answered 410 Gone). */
public record DisableNotificationRule(@TargetAggregateIdentifier String unitId, String reason, Instant at) {
}
