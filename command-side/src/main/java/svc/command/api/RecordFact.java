package svc.command.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * A plain fact (one of {@link PlainFacts#KINDS}) enters the record, or an existing one is re-stated from
 * {@code trueFrom}: the members given replace those it had, a member given as null removes it.
 */
public record RecordFact(
        @TargetAggregateIdentifier String unitId,
        String tenant,
        String kind,
        String id,
        String place,
        ObjectNode fields,
        Instant trueFrom,
        Instant trueTo) {
}
