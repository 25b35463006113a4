package svc.query.api;

import java.time.Instant;
import svc.projections.fact.FactState;

/** A plain fact's state as read on two dates, with the date from which that state holds (the start of its row). */
public record FactRow(FactState state, Instant trueFrom) {
}
