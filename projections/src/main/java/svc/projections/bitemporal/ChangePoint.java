package svc.projections.bitemporal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;

/**
 * One change to a unit's state, effective from {@code valid}. An event yields one or more change points; {@code sub}
 * orders the points of one event (a fact with an end yields its start, then its end).
 */
public record ChangePoint(Instant valid, int sub, ObjectNode op) {
}
