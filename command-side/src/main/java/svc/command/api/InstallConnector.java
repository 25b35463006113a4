package svc.command.api;

import java.time.Instant;
import java.util.List;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** A connector fact enters the record: a connector of a kind, offering these kinds of action, installed at a place. */
public record InstallConnector(
        @TargetAggregateIdentifier String unitId,
        String tenant,
        String id,
        String place,
        String connectorKind,
        List<String> actions,
        String address,
        Instant trueFrom,
        Instant trueTo) {
}
