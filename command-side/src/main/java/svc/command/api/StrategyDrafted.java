package svc.command.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;

/** A strategy is made, drafted, at version 1, with this content, from {@code trueFrom}. */
public record StrategyDrafted(
        String unitId,
        String tenant,
        String id,
        String place,
        ObjectNode content,
        Instant trueFrom) {
}
