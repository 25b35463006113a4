package svc.projections.bitemporal;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.lifecycle.AfterProperty;
import net.jqwik.api.lifecycle.BeforeProperty;
import net.jqwik.api.lifecycle.BeforeTry;
import svc.projections.ProjectionsConfig;
import svc.projections.bitemporal.Harness.UnitRow;

/**
 * The bitemporal store on a real database, checked against the naive oracle (bitemporal notes §5, P1..P4 and
 * idempotence). Subclasses pick the database and, with {@code @PropertyDefaults}, the number of tries. One database
 * serves all tries of a property; every try starts from empty tables.
 */
abstract class BitemporalStoreContract {
    static final int MAX_EVENTS = 25;

    Harness db;

    /** The database for one property method: called once per property, before its first try. */
    abstract Harness database();

    /** Whose events the logs are made of; the foundation's hypotheses unless a subclass says otherwise. */
    GeneratedLog.Family family() {
        return GeneratedLog.Family.HYPOTHESES;
    }

    /** Called once per property, after its last try. */
    void release(Harness harness) {
    }

    @BeforeProperty
    void openDatabase() {
        db = database();
    }

    @AfterProperty
    void releaseDatabase() {
        if (db != null) {
            release(db);
        }
    }

    @BeforeTry
    void emptyTables() {
        db.clear();
    }

    @Provide
    Arbitrary<GeneratedLog> logs() {
        return Logs.logs(family(), MAX_EVENTS);
    }

    /** P1: after the whole log, the reader answers what the oracle answers on every (unit, T, K) of the grid. */
    @Property
    void p1ReaderAgreesWithTheOracleEverywhereOnTheGrid(@ForAll("logs") GeneratedLog generated) {
        List<UnitChange> log = generated.changes();
        collectStatistics(log);
        db.feed(log);

        Oracle oracle = new Oracle(log, ProjectionsConfig.folds().get(family().kind));
        Grid grid = Grid.of(log);
        for (String unit : generated.unitIds()) {
            for (Instant knownOn : grid.knownOn()) {
                for (Instant trueOn : grid.trueOn()) {
                    Optional<ObjectNode> read = db.reader.stateAt(unit, trueOn, knownOn);
                    Optional<ObjectNode> expected = oracle.stateAt(unit, trueOn, knownOn);
                    if (!read.equals(expected)) {
                        throw new AssertionError("reader and oracle differ for " + unit + " as true on " + trueOn
                                + ", known on " + knownOn + "\n  reader: " + read + "\n  oracle: " + expected
                                + "\n" + rowsOf(unit));
                    }
                }
            }
        }
    }

    /**
     * P2: applying an event never changes an answer known before it was recorded. Checked twice: on the rows
     * (rows of any unit that started before its recorded time r are kept, at most closed at r; no new row starts
     * before r) and on the answers (every grid K earlier than r keeps, for every grid T, the answer about the event's
     * unit it had just before; the other units' rows are covered by the row check).
     */
    @Property
    void p2HistoryKnownBeforeAnEventIsNeverRewrittenByIt(@ForAll("logs") GeneratedLog generated) {
        List<UnitChange> log = generated.changes();
        Grid grid = Grid.of(log);
        record Key(String unit, Instant trueOn, Instant knownOn) {
        }
        Map<Key, Optional<ObjectNode>> before = new HashMap<>();
        int snapshotted = 0;
        for (int i = 0; i < log.size(); i++) {
            UnitChange change = log.get(i);
            Instant r = change.recorded();
            // Before applying: answers for every grid K < r (those for K < the previous r are already held).
            for (; snapshotted < grid.knownOn().size() && grid.knownOn().get(snapshotted).isBefore(r); snapshotted++) {
                Instant knownOn = grid.knownOn().get(snapshotted);
                for (String unit : generated.unitIds()) {
                    for (Instant trueOn : grid.trueOn()) {
                        before.put(new Key(unit, trueOn, knownOn), db.reader.stateAt(unit, trueOn, knownOn));
                    }
                }
            }
            List<UnitRow> rowsBefore = db.unitRows();

            db.apply(change);

            List<UnitRow> rowsAfter = db.unitRows();
            for (UnitRow old : rowsBefore) {
                if (old.sysFrom().isBefore(r)) {
                    UnitRow kept = rowsAfter.stream()
                            .filter(row -> row.unitId().equals(old.unitId()) && row.validFrom().equals(old.validFrom())
                                    && row.sysFrom().equals(old.sysFrom()))
                            .findFirst()
                            .orElseThrow(() -> new AssertionError("applying " + GeneratedLog.describe(change)
                                    + " deleted " + old));
                    UnitRow closedAtR = new UnitRow(old.unitId(), old.kind(), old.tenant(), old.place(),
                            old.validFrom(), old.validTo(), old.sysFrom(), r, old.createdSeq(), change.seq(),
                            old.present(), old.state());
                    assertThat(kept).as("applying %s may only close %s at %s", GeneratedLog.describe(change), old, r)
                            .isIn(old, closedAtR);
                }
            }
            for (UnitRow row : rowsAfter) {
                assertThat(row.sysFrom()).as("%s after applying %s", row, GeneratedLog.describe(change))
                        .isBeforeOrEqualTo(r);
                if (row.sysFrom().isBefore(r)) {
                    assertThat(rowsBefore).as("a row starting before %s must have existed before", r)
                            .anyMatch(old -> old.unitId().equals(row.unitId())
                                    && old.validFrom().equals(row.validFrom()) && old.sysFrom().equals(row.sysFrom()));
                }
            }
            for (Map.Entry<Key, Optional<ObjectNode>> answer : before.entrySet()) {
                Key key = answer.getKey();
                if (!key.unit().equals(change.unitId())) {
                    continue;
                }
                Optional<ObjectNode> now = db.reader.stateAt(key.unit(), key.trueOn(), key.knownOn());
                if (!now.equals(answer.getValue())) {
                    throw new AssertionError("applying " + GeneratedLog.describe(change) + " changed the answer for "
                            + key + " from " + answer.getValue() + " to " + now + "\n" + rowsOf(key.unit()));
                }
            }
        }
    }

    /**
     * P3: after every event, every row has non-empty intervals, no two rows of a unit overlap on both axes, and the
     * rows visible at each grid K tile the unit's valid axis without gaps from its first change point known at K
     * to the end of time.
     */
    @Property
    void p3RowsNeverOverlapAndTileTheValidAxis(@ForAll("logs") GeneratedLog generated) {
        List<UnitChange> log = generated.changes();
        Grid grid = Grid.of(log);
        for (int i = 0; i < log.size(); i++) {
            db.apply(log.get(i));
            List<UnitChange> applied = log.subList(0, i + 1);
            Map<String, List<UnitRow>> rows = db.unitRows().stream()
                    .collect(Collectors.groupingBy(UnitRow::unitId));
            for (List<UnitRow> unitRows : rows.values()) {
                for (UnitRow row : unitRows) {
                    assertThat(row.validFrom()).as("valid_from < valid_to in %s", row).isBefore(row.validTo());
                    assertThat(row.sysFrom()).as("sys_from < sys_to in %s", row).isBefore(row.sysTo());
                }
                for (int a = 0; a < unitRows.size(); a++) {
                    for (int b = a + 1; b < unitRows.size(); b++) {
                        UnitRow x = unitRows.get(a);
                        UnitRow y = unitRows.get(b);
                        boolean validOverlap = x.validFrom().isBefore(y.validTo()) && y.validFrom().isBefore(x.validTo());
                        boolean sysOverlap = x.sysFrom().isBefore(y.sysTo()) && y.sysFrom().isBefore(x.sysTo());
                        assertThat(validOverlap && sysOverlap).as("rows overlap on both axes:\n  %s\n  %s", x, y)
                                .isFalse();
                    }
                }
            }
            for (String unit : generated.unitIds()) {
                List<UnitRow> unitRows = rows.getOrDefault(unit, List.of());
                for (Instant knownOn : grid.knownOn()) {
                    List<UnitRow> visible = unitRows.stream()
                            .filter(row -> !row.sysFrom().isAfter(knownOn) && row.sysTo().isAfter(knownOn))
                            .toList();
                    Optional<Instant> first = applied.stream()
                            .filter(c -> c.unitId().equals(unit) && !c.recorded().isAfter(knownOn))
                            .flatMap(c -> c.points().stream())
                            .map(ChangePoint::valid)
                            .min(Instant::compareTo);
                    if (first.isEmpty()) {
                        assertThat(visible).as("%s known on %s: nothing recorded yet", unit, knownOn).isEmpty();
                        continue;
                    }
                    assertThat(visible).as("%s known on %s", unit, knownOn).isNotEmpty();
                    assertThat(visible.get(0).validFrom()).as("%s known on %s starts at its first change", unit,
                            knownOn).isEqualTo(first.get());
                    for (int v = 1; v < visible.size(); v++) {
                        assertThat(visible.get(v).validFrom())
                                .as("%s known on %s: no gap or overlap after %s", unit, knownOn, visible.get(v - 1))
                                .isEqualTo(visible.get(v - 1).validTo());
                    }
                    assertThat(visible.get(visible.size() - 1).validTo()).as("%s known on %s ends at EOT", unit,
                            knownOn).isEqualTo(Eot.INSTANT);
                }
            }
        }
    }

    /** P4: deleting everything and re-feeding the same log rebuilds exactly the same rows, every column. */
    @Property
    void p4RebuildFromScratchEqualsIncremental(@ForAll("logs") GeneratedLog generated) {
        List<UnitChange> log = generated.changes();
        db.feed(log);
        List<UnitRow> incremental = db.unitRows();
        List<Harness.ChangeRow> changes = db.changeRows();

        db.clear();
        assertThat(db.unitRows()).isEmpty();
        db.feed(log);

        assertThat(db.unitRows()).containsExactlyElementsOf(incremental);
        assertThat(db.changeRows()).containsExactlyElementsOf(changes);
    }

    /**
     * P5: applying the log in batches (as a rebuild does, every change of a batch in one go) writes exactly the rows
     * of applying it one change at a time, every column, whatever the batch sizes; a batch that repeats changes
     * already applied changes nothing.
     */
    @Property
    void p5BatchesWriteWhatSingleChangesWrite(@ForAll("logs") GeneratedLog generated,
            @ForAll @IntRange(min = 1, max = 12) int batchSize) {
        List<UnitChange> log = generated.changes();
        db.feed(log);
        List<UnitRow> single = db.unitRows();
        List<Harness.ChangeRow> changes = db.changeRows();

        db.clear();
        for (int i = 0; i < log.size(); i += batchSize) {
            db.applyInOneBatch(log.subList(i, Math.min(log.size(), i + batchSize)));
        }
        assertThat(db.unitRows()).containsExactlyElementsOf(single);
        assertThat(db.changeRows()).containsExactlyElementsOf(changes);

        db.applyInOneBatch(log.subList(0, Math.min(log.size(), batchSize)));
        assertThat(db.unitRows()).containsExactlyElementsOf(single);
    }

    /** Applying a change that was already applied (at once, or as a replay of the whole log) changes nothing. */
    @Property
    void applyingTheSameChangeAgainChangesNothing(@ForAll("logs") GeneratedLog generated) {
        List<UnitChange> log = generated.changes();
        for (UnitChange change : log) {
            db.apply(change);
            List<UnitRow> rows = db.unitRows();
            List<Harness.ChangeRow> changes = db.changeRows();

            db.apply(change);

            assertThat(db.unitRows()).as("rows after applying %s twice", GeneratedLog.describe(change))
                    .containsExactlyElementsOf(rows);
            assertThat(db.changeRows()).containsExactlyElementsOf(changes);
        }
        List<UnitRow> rows = db.unitRows();
        List<Harness.ChangeRow> changes = db.changeRows();

        db.feed(log);

        assertThat(db.unitRows()).as("rows after replaying the whole log").containsExactlyElementsOf(rows);
        assertThat(db.changeRows()).containsExactlyElementsOf(changes);
    }

    /** Shows in the report (and checks) that the logs do contain the cases the algorithm must get right. */
    private static void collectStatistics(List<UnitChange> log) {
        boolean retroactive = false;
        boolean validTie = false;
        boolean sameUnitBatch = false;
        Map<String, Instant> latestValid = new HashMap<>();
        Map<String, List<Instant>> valids = new HashMap<>();
        for (int i = 0; i < log.size(); i++) {
            UnitChange change = log.get(i);
            Instant first = change.points().get(0).valid();
            Instant latest = latestValid.get(change.unitId());
            retroactive |= latest != null && first.isBefore(latest);
            List<Instant> seen = valids.computeIfAbsent(change.unitId(), u -> new ArrayList<>());
            for (ChangePoint point : change.points()) {
                validTie |= seen.contains(point.valid());
                seen.add(point.valid());
                latestValid.merge(change.unitId(), point.valid(), (a, b) -> a.isAfter(b) ? a : b);
            }
            for (int j = i - 1; j >= 0 && log.get(j).recorded().equals(change.recorded()); j--) {
                sameUnitBatch |= log.get(j).unitId().equals(change.unitId());
            }
        }
        Statistics.label("retroactive event").collect(retroactive);
        Statistics.label("valid-time tie within a unit").collect(validTie);
        Statistics.label("two events of a unit in one batch").collect(sameUnitBatch);
        Statistics.label("events").collect(log.size() <= 5 ? "1..5" : log.size() <= 15 ? "6..15" : "16..25");
        Statistics.label("retroactive event").coverage(c -> c.check(true).percentage(p -> p > 40));
        Statistics.label("valid-time tie within a unit").coverage(c -> c.check(true).percentage(p -> p > 30));
        Statistics.label("two events of a unit in one batch").coverage(c -> c.check(true).percentage(p -> p > 20));
    }

    private String rowsOf(String unit) {
        List<String> lines = new ArrayList<>();
        lines.add("  rows of " + unit + ":");
        for (UnitRow row : db.unitRows()) {
            if (row.unitId().equals(unit)) {
                lines.add("    valid [" + row.validFrom() + ", " + row.validTo() + ") sys [" + row.sysFrom() + ", "
                        + row.sysTo() + ") seq " + row.createdSeq() + "/" + row.closedSeq() + " " + row.state());
            }
        }
        return String.join("\n", lines);
    }
}
