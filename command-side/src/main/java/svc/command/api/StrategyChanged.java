package svc.command.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;

/** A strategy's content or life changed from {@code trueFrom}, making {@code version}. */
public record StrategyChanged(
        String unitId,
        long version,
        StrategyLife life,
        ObjectNode content,
        Instant trueFrom) {
}
