package svc.projections.bitemporal;

import java.time.Instant;
import java.util.List;

/**
 * One change to a unit's state, effective from {@code valid}. An event yields one or more change points; {@code sub}
 * orders the points of one event (a fact with an end yields its start, then its end).
 */
public record ChangePoint(Instant valid, int sub, Change<?> op) {
    /** A fact stated by {@code op} from {@code trueFrom} and, when {@code trueTo} is given, ended by {@code end}. */
    public static List<ChangePoint> trueFromTo(Instant trueFrom, Change<?> op, Instant trueTo, Change<?> end) {
        ChangePoint start = new ChangePoint(trueFrom, 0, op);
        return trueTo == null ? List.of(start) : List.of(start, new ChangePoint(trueTo, 1, end));
    }
}
