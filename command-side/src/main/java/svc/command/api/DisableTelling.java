package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** The deliverer stops telling an address, for the reason given (its address answered 410 Gone). */
public record DisableTelling(@TargetAggregateIdentifier String unitId, String reason, Instant at) {
}
