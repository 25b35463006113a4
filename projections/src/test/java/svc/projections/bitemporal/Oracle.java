package svc.projections.bitemporal;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The naive meaning of the projection (bitemporal notes §3): the unit as true on T and known on K is the fold, from
 * {@link Fold#absent()}, of the change points of its events recorded by K and valid by T, in (valid, seq,
 * sub) order; absent when no point qualifies or the folded state is not {@code present}.
 */
final class Oracle {
    private final List<UnitChange> log;
    private final Fold<?, ?> fold;

    Oracle(List<UnitChange> log, Fold<?, ?> fold) {
        this.log = log;
        this.fold = fold;
    }

    private record Point(Instant valid, long seq, int sub, ChangePoint point) {
    }

    Optional<UnitState> stateAt(String unitId, Instant trueOn, Instant knownOn) {
        List<Point> points = log.stream()
                .filter(c -> c.unitId().equals(unitId) && !c.recorded().isAfter(knownOn))
                .flatMap(c -> c.points().stream()
                        .filter(p -> !p.valid().isAfter(trueOn))
                        .map(p -> new Point(p.valid(), c.seq(), p.sub(), p)))
                .sorted(Comparator.comparing(Point::valid).thenComparingLong(Point::seq).thenComparingInt(Point::sub))
                .toList();
        if (points.isEmpty()) {
            return Optional.empty();
        }
        UnitState state = fold.absent();
        for (Point p : points) {
            state = fold.next(state, p.point().op());
        }
        return state.present() ? Optional.of(state) : Optional.empty();
    }
}
