package svc.command.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Map;

/** A move was started: its connector is called by the task's work. */
public record MoveStarted(
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
