package svc.query.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;

/** A unit's state as read on two dates, with the date from which that state holds (the start of its row). */
public record FactRow(ObjectNode state, Instant trueFrom) {
}
