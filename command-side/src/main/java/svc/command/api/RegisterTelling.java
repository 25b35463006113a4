package svc.command.api;

import java.time.Instant;
import java.util.List;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * An address to be told at is registered. The secret arrives already sealed ({@code SecretSeal}), so neither the
 * command nor its event ever holds it in the clear; {@code secretHint} is what may be shown of it.
 */
public record RegisterTelling(
        @TargetAggregateIdentifier String unitId,
        String tenant,
        String id,
        String place,
        String address,
        List<String> kinds,
        String sealedSecret,
        String secretHint,
        int triesBound,
        Instant trueFrom) {
}
