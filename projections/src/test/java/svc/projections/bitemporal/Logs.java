package svc.projections.bitemporal;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;

/** jqwik generators of {@link GeneratedLog}s: tiny time domains, batches, retroactive events, 1..3 units. */
final class Logs {
    /** Valid times are drawn from 0..MAX_VALID ticks, so ties and retroactive events are frequent. */
    static final int MAX_VALID = 12;

    private Logs() {
    }

    static Arbitrary<GeneratedLog> logs(GeneratedLog.Family family, int maxEvents) {
        Arbitrary<Long> tick = Arbitraries.of(1L, 1_000_000L);
        Arbitrary<Integer> firstRecorded = Arbitraries.integers().between(0, MAX_VALID);
        Arbitrary<Integer> units = Arbitraries.integers().between(1, 3);
        Arbitrary<java.util.List<GeneratedLog.Event>> events = events().list().ofMinSize(1).ofMaxSize(maxEvents)
                .withSizeDistribution(RandomDistribution.uniform());
        return Combinators.combine(tick, firstRecorded, units, events)
                .as((t, f, u, e) -> new GeneratedLog(family, t, f, u, e));
    }

    static Arbitrary<GeneratedLog.Event> events() {
        Arbitrary<Integer> unit = Arbitraries.integers().between(0, 2);
        Arbitrary<Boolean> settle = Arbitraries.frequency(Tuple.of(6, false), Tuple.of(4, true));
        Arbitrary<Integer> valid = Arbitraries.integers().between(0, MAX_VALID);
        Arbitrary<Integer> endAfter = Arbitraries.frequencyOf(
                Tuple.of(7, Arbitraries.just(0)), Tuple.of(3, Arbitraries.integers().between(1, 4)));
        Arbitrary<Integer> claim = Arbitraries.integers().between(0, GeneratedLog.CLAIMS.length - 1);
        Arbitrary<Integer> place = Arbitraries.integers().between(0, GeneratedLog.PLACES.length - 1);
        Arbitrary<Integer> standing = Arbitraries.integers().between(0, 3);
        Arbitrary<Integer> on = Arbitraries.integers().between(0, GeneratedLog.ONS.length - 1);
        Arbitrary<Integer> by = Arbitraries.integers().between(0, GeneratedLog.BY.length - 1);
        // 0 = same recorded time as the previous event (a batch); otherwise 1..3 ticks later.
        Arbitrary<Integer> step = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.just(0)), Tuple.of(7, Arbitraries.integers().between(1, 3)));
        Arbitrary<int[]> details = Combinators.combine(claim, place, standing, on, by)
                .as((c, p, s, o, b) -> new int[] {c, p, s, o, b});
        return Combinators.combine(unit, settle, valid, endAfter, details, step)
                .as((u, s, v, e, d, st) -> new GeneratedLog.Event(u, s, v, e, d[0], d[1], d[2], d[3], d[4], st));
    }
}
