package svc.projections.bitemporal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How many of the logs a property ran on contain the cases the algorithm must get right: a retroactive event, a
 * valid-time tie within a unit, two events of a unit in one batch. Printed, and checked against a floor, so that a
 * change to the generators cannot quietly stop producing them.
 */
final class LogCoverage {
    private int logs;
    private int retroactive;
    private int validTie;
    private int sameUnitBatch;
    private final int[] sizes = new int[3];

    void record(List<UnitChange> log) {
        boolean retro = false;
        boolean tie = false;
        boolean batch = false;
        Map<String, Instant> latestValid = new HashMap<>();
        Map<String, List<Instant>> valids = new HashMap<>();
        for (int i = 0; i < log.size(); i++) {
            UnitChange change = log.get(i);
            Instant first = change.points().get(0).valid();
            Instant latest = latestValid.get(change.unitId());
            retro |= latest != null && first.isBefore(latest);
            List<Instant> seen = valids.computeIfAbsent(change.unitId(), u -> new ArrayList<>());
            for (ChangePoint point : change.points()) {
                tie |= seen.contains(point.valid());
                seen.add(point.valid());
                latestValid.merge(change.unitId(), point.valid(), (a, b) -> a.isAfter(b) ? a : b);
            }
            for (int j = i - 1; j >= 0 && log.get(j).recorded().equals(change.recorded()); j--) {
                batch |= log.get(j).unitId().equals(change.unitId());
            }
        }
        logs++;
        retroactive += retro ? 1 : 0;
        validTie += tie ? 1 : 0;
        sameUnitBatch += batch ? 1 : 0;
        sizes[log.size() <= 5 ? 0 : log.size() <= 15 ? 1 : 2]++;
    }

    /** Prints the shares under {@code title}; fails when a case is in too few of the logs. */
    void check(String title) {
        System.out.printf("%s: %d logs; retroactive event %d%%, valid-time tie within a unit %d%%, two events of a unit"
                        + " in one batch %d%%; events 1..5 %d%%, 6..15 %d%%, 16..25 %d%%%n", title, logs,
                percent(retroactive), percent(validTie), percent(sameUnitBatch), percent(sizes[0]), percent(sizes[1]),
                percent(sizes[2]));
        assertThat(100.0 * retroactive / logs).as("%% of logs with a retroactive event").isGreaterThan(40);
        assertThat(100.0 * validTie / logs).as("%% of logs with a valid-time tie within a unit").isGreaterThan(30);
        assertThat(100.0 * sameUnitBatch / logs).as("%% of logs with two events of a unit in one batch")
                .isGreaterThan(20);
    }

    private long percent(int count) {
        return Math.round(100.0 * count / logs);
    }
}
