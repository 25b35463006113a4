package svc.gateway.facts;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;

/**
 * A fact as read from act/record or an import line (design.md, Facts): its unit, where and when it holds, its kind's
 * own members read as that kind's type ({@code given}) and as given ({@code fields}: a member given as null stays,
 * since a plain fact's member given as null is removed), and the pointer refusals of its members start from.
 */
public record Fact(String kind, String id, String place, Instant trueFrom, Instant trueTo, GivenFact given,
        ObjectNode fields, String at) {
}
