package svc.command.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;

/** A plain fact of this kind holds these members from {@code trueFrom} (until {@code trueTo}, when given). */
public record FactRecorded(
        String unitId,
        String tenant,
        String kind,
        String id,
        String place,
        ObjectNode fields,
        Instant trueFrom,
        Instant trueTo) {
}
