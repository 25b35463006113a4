package svc.gateway.routes;

import java.time.Instant;
import java.util.Map;

/** A fact as read from act/record or an import line: its unit, where and when it holds, and its kind's fields. */
record Fact(String kind, String id, String place, Instant trueFrom, Instant trueTo, Map<String, String> fields) {
}
