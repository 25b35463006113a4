package svc.projections.bitemporal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.Generate.range;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.quicktheories.QuickTheory;
import org.quicktheories.core.Configuration;
import svc.projections.ProjectionsConfig;
import svc.projections.bitemporal.Harness.UnitRow;

/**
 * The bitemporal store on a real database, checked against the naive oracle (bitemporal notes §5, P1..P4 and
 * idempotence) with QuickTheories. Subclasses pick the database and the number of logs each property is checked on.
 * One database serves all tries of a property; every try starts from empty tables. A failure names the seed (replayed
 * with {@code -DQT_SEED=...}) and the smallest log it shrank to.
 */
abstract class BitemporalStoreContract {
    static final int MAX_EVENTS = 25;
    /**
     * Each shrink cycle runs the property on a database once more, so QuickTheories' default of 100,000 cycles could
     * shrink for hours; {@code -DQT_SHRINKS=...} asks for more or fewer.
     */
    static final int SHRINK_CYCLES = 2000;

    Harness db;

    /** The database for one property method: called once per property, before its first try. */
    abstract Harness database();

    /** How many logs each property is checked on. */
    abstract int tries();

    /** Whose events the logs are made of; the foundation's hypotheses unless a subclass says otherwise. */
    GeneratedLog.Family family() {
        return GeneratedLog.Family.HYPOTHESES;
    }

    /** Called once per property, after its last try. */
    void release(Harness harness) {
    }

    @BeforeEach
    void openDatabase() {
        db = database();
    }

    @AfterEach
    void releaseDatabase() {
        if (db != null) {
            release(db);
        }
    }

    /**
     * The quick loop of development ({@code -Pquick}, which sets {@code svc.quick}) checks each property on a fifth of
     * the logs; the whole suite, on every one.
     */
    static final int QUICK_SHARE = 5;

    private QuickTheory theory() {
        int tries = Boolean.getBoolean("svc.quick") ? Math.max(1, tries() / QUICK_SHARE) : tries();
        return qt().withExamples(tries).withShrinkCycles(Integer.getInteger(Configuration.SHRINKS, SHRINK_CYCLES));
    }

    /** Checks the property on {@link #tries} logs, each fed to empty tables. */
    private void forAllLogs(Consumer<GeneratedLog> property) {
        theory().forAll(Logs.logs(family(), MAX_EVENTS)).checkAssert(generated -> {
            db.clear();
            property.accept(generated);
        });
    }

    /**
     * P1: after the whole log, the reader answers what the oracle answers on every (unit, T, K) of the grid. Also
     * checks that enough of the logs hold the cases the algorithm must get right.
     */
    @Test
    void p1ReaderAgreesWithTheOracleEverywhereOnTheGrid() {
        LogCoverage coverage = new LogCoverage();
        forAllLogs(generated -> {
            coverage.record(generated.changes());
            p1ReaderAgreesWithTheOracleEverywhereOnTheGrid(generated);
        });
        coverage.check(getClass().getSimpleName() + " P1");
    }

    private void p1ReaderAgreesWithTheOracleEverywhereOnTheGrid(GeneratedLog generated) {
        List<UnitChange> log = generated.changes();
        db.feed(log);

        Oracle oracle = new Oracle(log, ProjectionsConfig.folds().get(family().kind));
        Grid grid = Grid.of(log);
        for (String unit : generated.unitIds()) {
            for (Instant knownOn : grid.knownOn()) {
                for (Instant trueOn : grid.trueOn()) {
                    Optional<UnitState> read = db.reader.stateAt(unit, trueOn, knownOn);
                    Optional<UnitState> expected = oracle.stateAt(unit, trueOn, knownOn);
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
    @Test
    void p2HistoryKnownBeforeAnEventIsNeverRewrittenByIt() {
        forAllLogs(this::p2HistoryKnownBeforeAnEventIsNeverRewrittenByIt);
    }

    private void p2HistoryKnownBeforeAnEventIsNeverRewrittenByIt(GeneratedLog generated) {
        List<UnitChange> log = generated.changes();
        Grid grid = Grid.of(log);
        record Key(String unit, Instant trueOn, Instant knownOn) {
        }
        Map<Key, Optional<UnitState>> before = new HashMap<>();
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
            for (Map.Entry<Key, Optional<UnitState>> answer : before.entrySet()) {
                Key key = answer.getKey();
                if (!key.unit().equals(change.unitId())) {
                    continue;
                }
                Optional<UnitState> now = db.reader.stateAt(key.unit(), key.trueOn(), key.knownOn());
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
    @Test
    void p3RowsNeverOverlapAndTileTheValidAxis() {
        forAllLogs(this::p3RowsNeverOverlapAndTileTheValidAxis);
    }

    private void p3RowsNeverOverlapAndTileTheValidAxis(GeneratedLog generated) {
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
    @Test
    void p4RebuildFromScratchEqualsIncremental() {
        forAllLogs(this::p4RebuildFromScratchEqualsIncremental);
    }

    private void p4RebuildFromScratchEqualsIncremental(GeneratedLog generated) {
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
    @Test
    void p5BatchesWriteWhatSingleChangesWrite() {
        theory().forAll(Logs.logs(family(), MAX_EVENTS), range(1, 12)).checkAssert((generated, batchSize) -> {
            db.clear();
            p5BatchesWriteWhatSingleChangesWrite(generated, batchSize);
        });
    }

    private void p5BatchesWriteWhatSingleChangesWrite(GeneratedLog generated, int batchSize) {
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

    /**
     * P6: recording a prefix of the log in batches, folding every unit from the recorded changes (pages of any size),
     * then applying the rest one change at a time (a rebuild's three steps) writes exactly the rows of applying it
     * all one change at a time, every column; folding again over the folded rows changes nothing.
     */
    @Test
    void p6AFoldOfRecordedChangesWritesWhatSingleChangesWrite() {
        theory().forAll(Logs.logs(family(), MAX_EVENTS), range(1, 12), range(1, 40), range(0, 100))
                .checkAssert((generated, batchSize, pagePoints, recordedPercent) -> {
                    db.clear();
                    p6AFoldOfRecordedChangesWritesWhatSingleChangesWrite(generated, batchSize, pagePoints,
                            recordedPercent);
                });
    }

    private void p6AFoldOfRecordedChangesWritesWhatSingleChangesWrite(GeneratedLog generated, int batchSize,
            int pagePoints, int recordedPercent) {
        List<UnitChange> log = generated.changes();
        db.feed(log);
        List<UnitRow> single = db.unitRows();
        List<Harness.ChangeRow> changes = db.changeRows();

        db.clear();
        int recorded = log.size() * recordedPercent / 100;
        List<List<UnitChange>> batches = new ArrayList<>();
        for (int i = 0; i < recorded; i += batchSize) {
            batches.add(log.subList(i, Math.min(recorded, i + batchSize)));
        }
        db.recordInBatches(batches);
        db.foldRecorded(pagePoints);
        db.feed(log.subList(recorded, log.size()));
        assertThat(db.unitRows()).containsExactlyElementsOf(single);
        assertThat(db.changeRows()).containsExactlyElementsOf(changes);

        db.foldRecorded(pagePoints);
        assertThat(db.unitRows()).containsExactlyElementsOf(single);
    }

    /** Applying a change that was already applied (at once, or as a replay of the whole log) changes nothing. */
    @Test
    void applyingTheSameChangeAgainChangesNothing() {
        forAllLogs(this::applyingTheSameChangeAgainChangesNothing);
    }

    private void applyingTheSameChangeAgainChangesNothing(GeneratedLog generated) {
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
