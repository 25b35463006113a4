package svc.projections.bitemporal;

import static org.quicktheories.generators.Generate.constant;
import static org.quicktheories.generators.Generate.frequency;
import static org.quicktheories.generators.Generate.pick;
import static org.quicktheories.generators.Generate.range;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;

/**
 * QuickTheories generators of {@link GeneratedLog}s: tiny time domains, batches, retroactive events, 1..3 units. Every
 * number is drawn from a range that shrinks towards its smallest value, so a failing log shrinks towards fewer events,
 * one unit and early times.
 */
final class Logs {
    /** Valid times are drawn from 0..MAX_VALID ticks, so ties and retroactive events are frequent. */
    static final int MAX_VALID = 12;

    private Logs() {
    }

    static Gen<GeneratedLog> logs(GeneratedLog.Family family, int maxEvents) {
        Gen<Long> tick = pick(List.of(1L, 1_000_000L));
        Gen<Integer> firstRecorded = range(0, MAX_VALID);
        Gen<Integer> units = range(1, 3);
        // Half the logs are short, as a shrunk failure is: most bugs show in a few events, and a database property
        // pays for every event of every log; a fifth reach the longest logs, where cascades of corrections grow.
        Gen<Integer> size = frequency(Pair.of(5, range(1, 5)), Pair.of(3, range(6, 15)),
                Pair.of(2, range(16, maxEvents)));
        Gen<List<GeneratedLog.Event>> events = lists().of(events()).ofSizes(size);
        return tick.zip(firstRecorded, units, events, (t, f, u, e) -> new GeneratedLog(family, t, f, u, e));
    }

    private static Gen<GeneratedLog.Event> events() {
        Gen<Integer> unit = range(0, 2);
        Gen<Boolean> settle = frequency(Pair.of(6, constant(false)), Pair.of(4, constant(true)));
        Gen<Integer> valid = range(0, MAX_VALID);
        Gen<Integer> endAfter = frequency(Pair.of(7, constant(0)), Pair.of(3, range(1, 4)));
        Gen<Integer> claim = range(0, GeneratedLog.CLAIMS.length - 1);
        Gen<Integer> place = range(0, GeneratedLog.PLACES.length - 1);
        Gen<Integer> standing = range(0, 3);
        Gen<Integer> on = range(0, GeneratedLog.ONS.length - 1);
        Gen<Integer> by = range(0, GeneratedLog.BY.length - 1);
        // 0 = same recorded time as the previous event (a batch); otherwise 1..3 ticks later.
        Gen<Integer> step = frequency(Pair.of(3, constant(0)), Pair.of(7, range(1, 3)));
        return in -> new GeneratedLog.Event(unit.generate(in), settle.generate(in), valid.generate(in),
                endAfter.generate(in), claim.generate(in), place.generate(in), standing.generate(in), on.generate(in),
                by.generate(in), step.generate(in));
    }
}
