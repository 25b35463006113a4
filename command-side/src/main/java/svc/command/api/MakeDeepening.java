package svc.command.api;

import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * A task deepened an observation: records what it fetched and what it embedded, at the asking call's place, true
 * from that call's true-on date.
 */
public record MakeDeepening(
        @TargetAggregateIdentifier String unitId,
        String tenant,
        String id,
        String observation,
        String depth,
        AskedBy askedBy,
        String task,
        String place,
        Instant trueFrom,
        Fetched fetched,
        Embedding embedding) {
}
