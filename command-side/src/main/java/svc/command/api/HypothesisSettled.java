package svc.command.api;

import java.time.Instant;

/** Who settled a hypothesis, the standing they gave, the text it was settled on, and from when it holds. */
public record HypothesisSettled(
        String unitId,
        Standing standing,
        String on,
        String settledBy,
        Instant trueFrom) {
}
