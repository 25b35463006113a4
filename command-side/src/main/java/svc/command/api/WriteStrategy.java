package svc.command.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Make a strategy, or change it from {@code trueFrom}. {@code content} holds the members of its content the caller
 * gave (see {@link StrategyFields}); {@code life} is the life asked for (null: keep it); {@code expectedVersion},
 * when given, must be the version the caller last saw.
 */
public record WriteStrategy(
        @TargetAggregateIdentifier String unitId,
        String tenant,
        String id,
        String place,
        ObjectNode content,
        StrategyLife life,
        Long expectedVersion,
        Instant trueFrom) {
}
