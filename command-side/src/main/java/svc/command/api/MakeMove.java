package svc.command.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Map;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * A caller moves through an installed connector, under a grant whose act {@code mode} ({@code propose} or
 * {@code run}) decides whether the move waits as proposed or runs at once, as the work of {@code task}.
 */
public record MakeMove(
        @TargetAggregateIdentifier String unitId,
        String tenant,
        String id,
        String task,
        String installedConnector,
        String kindOfAction,
        ObjectNode arguments,
        Map<String, String> argumentSources,
        String by,
        String place,
        String mode,
        Instant trueFrom) {
}
