package svc.command.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Map;

/** A move was proposed: it waits, and its connector is not called. */
public record MoveProposed(
        String unitId,
        String tenant,
        String id,
        String task,
        String installedConnector,
        String kindOfAction,
        ObjectNode arguments,
        Map<String, String> argumentSources,
        String by,
        String place,
        Instant trueFrom) {
}
