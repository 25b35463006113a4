package svc.query.api;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/** One event of a unit's audit trail: what happened, from when it holds, when it was known, who, and why. */
public record HistoryEntry(String event, long seq, Instant trueFrom, Instant knownOn, String by, String because,
        String route, String run, JsonNode payload) {
}
