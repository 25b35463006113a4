package svc.command.api;

import java.time.Instant;
import java.util.List;

/** A connector is installed from {@code trueFrom} (until {@code trueTo}, when given); {@code address} only for http. */
public record ConnectorInstalled(
        String unitId,
        String tenant,
        String id,
        String place,
        String connectorKind,
        List<String> actions,
        String address,
        Instant trueFrom,
        Instant trueTo) {
}
