package svc.command.unit;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * When a unit is true, from the facts recorded for it: each fact opens it at its true_from and, when it has one,
 * closes it at its true_to. The latest change point at or before a date decides, later records winning ties, as
 * the projection's fold decides.
 */
public final class Lifetime {
    private final List<Point> points = new ArrayList<>();

    public void recorded(Instant trueFrom, Instant trueTo) {
        points.add(new Point(trueFrom, points.size(), true));
        if (trueTo != null) {
            points.add(new Point(trueTo, points.size(), false));
        }
    }

    public boolean trueOn(Instant date) {
        return points.stream()
                .filter(point -> !point.at().isAfter(date))
                .max(Comparator.comparing(Point::at).thenComparing(Point::order))
                .map(Point::open)
                .orElse(false);
    }

    private record Point(Instant at, int order, boolean open) {
    }
}
