package svc.command.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * The task of a move ended without success ({@code ending} {@code cancelled} or {@code failed}); the move ends with
 * it unless it had already finished.
 */
public record EndMove(@TargetAggregateIdentifier String unitId, String ending, String reason) {
}
