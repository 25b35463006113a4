package svc.gateway.facts;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;

/**
 * A fact as read from act/record or an import line (design.md, Facts): its unit, where and when it holds, and the
 * members particular to its kind, which its {@link FactKind} reads.
 */
public record Fact(String kind, String id, String place, Instant trueFrom, Instant trueTo, ObjectNode fields,
        String at) {
}
