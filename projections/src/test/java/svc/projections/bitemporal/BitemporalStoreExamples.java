package svc.projections.bitemporal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.command.api.Standing;
import svc.projections.bitemporal.Harness.UnitRow;
import svc.projections.hypothesis.HypothesisChanges;
import svc.projections.hypothesis.HypothesisFold;
import svc.projections.hypothesis.HypothesisState;

/**
 * The tricky cases of the correction algorithm (bitemporal notes §3), as examples on a real database. Subclasses pick
 * the database; every test starts from empty tables.
 */
abstract class BitemporalStoreExamples {
    static final String TENANT = "t";
    static final String ID = "h1";
    static final String UNIT = TENANT + "/" + HypothesisFold.KIND + "/" + ID;
    static final String PLACE = "t/acme";
    static final String CLAIM_A = "churn falls";
    static final String CLAIM_B = "price matters";
    static final String ON = "ab test 7";
    static final String BY = "ana";
    static final String ABSENT = "absent";

    Harness db;
    private long nextSeq;

    abstract Harness database();

    @BeforeEach
    void emptyTables() {
        db = database();
        db.clear();
        nextSeq = 0;
    }

    // ---- valid-time ties -------------------------------------------------------------------------------------------

    @Test
    void aLateEventAtAnExistingValidTimeFoldsAfterTheEventsAlreadyThere() {
        apply(recorded("2024-02-01T09:00:00Z", CLAIM_A, "2024-01-01", null));
        apply(settled("2024-02-02T09:00:00Z", Standing.SUPPORTED, "2024-01-10"));
        // Re-stated at exactly the settling's valid time: the anchor is the row starting at 2024-01-10 (which holds
        // the settling), not the row ending there, so the standing survives the re-statement.
        apply(recorded("2024-02-03T09:00:00Z", CLAIM_B, "2024-01-10", null));

        assertThat(stateAt("2024-01-10", "2024-02-03T09:00:00Z")).isEqualTo(CLAIM_B + " / supported");
        assertThat(stateAt("2024-01-09", "2024-02-03T09:00:00Z")).isEqualTo(CLAIM_A + " / under test");
        assertThat(stateAt("2024-01-10", "2024-02-02T09:00:00Z")).isEqualTo(CLAIM_A + " / supported");
    }

    @Test
    void eventsAtTheSameValidTimeFoldInLogOrder() {
        apply(recorded("2024-02-01T09:00:00Z", CLAIM_A, "2024-01-01", null));
        apply(settled("2024-02-02T09:00:00Z", Standing.SUPPORTED, "2024-01-10"));
        apply(settled("2024-02-03T09:00:00Z", Standing.REFUTED, "2024-01-10"));

        assertThat(stateAt("2024-01-10", "2024-02-03T09:00:00Z")).isEqualTo(CLAIM_A + " / refuted");
        assertThat(stateAt("2024-01-10", "2024-02-02T09:00:00Z")).isEqualTo(CLAIM_A + " / supported");
    }

    @Test
    void aCascadeRefoldsEventsSharingAValidTimeInLogOrder() {
        apply(recorded("2024-02-01T09:00:00Z", CLAIM_A, "2024-01-01", null));
        apply(settled("2024-02-02T09:00:00Z", Standing.SUPPORTED, "2024-01-20"));
        apply(settled("2024-02-03T09:00:00Z", Standing.REFUTED, "2024-01-20"));
        apply(recorded("2024-03-01T09:00:00Z", CLAIM_B, "2024-01-05", null));

        assertThat(stateAt("2024-01-20", "2024-03-01T09:00:00Z")).isEqualTo(CLAIM_B + " / refuted");
    }

    // ---- a change before the unit's first event --------------------------------------------------------------------

    @Test
    void aChangeBeforeTheFirstEventRewritesEveryCurrentRow() {
        apply(recorded("2024-02-01T09:00:00Z", CLAIM_A, "2024-01-10", null));
        apply(settled("2024-02-02T09:00:00Z", Standing.REFUTED, "2024-01-20"));
        apply(recorded("2024-02-03T09:00:00Z", CLAIM_B, "2024-01-01", null));

        assertThat(stateAt("2023-12-31", "2024-02-03T09:00:00Z")).isEqualTo(ABSENT);
        assertThat(stateAt("2024-01-05", "2024-02-03T09:00:00Z")).isEqualTo(CLAIM_B + " / under test");
        assertThat(stateAt("2024-01-10", "2024-02-03T09:00:00Z")).isEqualTo(CLAIM_A + " / under test");
        assertThat(stateAt("2024-01-20", "2024-02-03T09:00:00Z")).isEqualTo(CLAIM_A + " / refuted");
        assertThat(stateAt("2024-01-05", "2024-02-02T09:00:00Z")).isEqualTo(ABSENT);
        // No anchor: both rows current before it were closed, none was cut.
        assertThat(db.unitRows()).filteredOn(row -> row.sysTo().equals(instant("2024-02-03T09:00:00Z")))
                .extracting(UnitRow::validFrom)
                .containsExactlyInAnyOrder(day("2024-01-10"), day("2024-01-20"));
    }

    // ---- cascade ---------------------------------------------------------------------------------------------------

    @Test
    void aRetroactiveChangeRefoldsEveryLaterVersionAndKeepsTheOldOnes() {
        apply(recorded("2024-02-01T09:00:00Z", CLAIM_A, "2024-01-01", null));
        apply(settled("2024-02-02T09:00:00Z", Standing.SUPPORTED, "2024-01-10"));
        apply(settled("2024-02-03T09:00:00Z", Standing.REFUTED, "2024-01-20"));
        apply(recorded("2024-03-01T09:00:00Z", CLAIM_B, "2024-01-05", null));

        String now = "2024-03-01T09:00:00Z";
        assertThat(stateAt("2024-01-04", now)).isEqualTo(CLAIM_A + " / under test");
        assertThat(stateAt("2024-01-05", now)).isEqualTo(CLAIM_B + " / under test");
        assertThat(stateAt("2024-01-10", now)).isEqualTo(CLAIM_B + " / supported");
        assertThat(stateAt("2024-01-20", now)).isEqualTo(CLAIM_B + " / refuted");
        String before = "2024-02-28T00:00:00Z";
        assertThat(stateAt("2024-01-05", before)).isEqualTo(CLAIM_A + " / under test");
        assertThat(stateAt("2024-01-15", before)).isEqualTo(CLAIM_A + " / supported");
        assertThat(stateAt("2024-01-25", before)).isEqualTo(CLAIM_A + " / refuted");
    }

    // ---- same recorded time ----------------------------------------------------------------------------------------

    @Test
    void aBatchSharingOneRecordedTimeLeavesNoEmptySystemIntervals() {
        String batch = "2024-02-01T09:00:00Z";
        apply(recorded(batch, CLAIM_A, "2024-01-10", null));
        apply(settled(batch, Standing.SUPPORTED, "2024-01-10"));
        apply(recorded(batch, CLAIM_B, "2024-01-01", null));

        assertThat(db.unitRows()).allSatisfy(row -> {
            assertThat(row.sysFrom()).isEqualTo(instant(batch));
            assertThat(row.sysTo()).isEqualTo(Eot.INSTANT);
        });
        assertThat(stateAt("2024-01-05", batch)).isEqualTo(CLAIM_B + " / under test");
        assertThat(stateAt("2024-01-10", batch)).isEqualTo(CLAIM_A + " / supported");
        assertThat(stateAt("2024-01-10", instant(batch).minus(1, ChronoUnit.MICROS))).isEqualTo(ABSENT);
    }

    @Test
    void aFactWithAnEndIsTrueOnlyUntilItsEnd() {
        String known = "2024-02-01T09:00:00Z";
        apply(recorded(known, CLAIM_A, "2024-01-10", "2024-01-20"));

        assertThat(stateAt("2024-01-09", known)).isEqualTo(ABSENT);
        assertThat(stateAt("2024-01-10", known)).isEqualTo(CLAIM_A + " / under test");
        assertThat(stateAt(day("2024-01-20").minus(1, ChronoUnit.MICROS), instant(known)))
                .isEqualTo(CLAIM_A + " / under test");
        assertThat(stateAt("2024-01-20", known)).isEqualTo(ABSENT);
        // Start and end share one recorded time: the row the start created was replaced, never closed.
        assertThat(db.unitRows()).extracting(UnitRow::sysTo).containsOnly(Eot.INSTANT);
    }

    // ---- a retroactive settling ------------------------------------------------------------------------------------

    @Test
    void aRetroactiveSettlingChangesLaterKnownOnAnswersButNotEarlierOnes() {
        apply(recorded("2024-02-01T09:00:00Z", CLAIM_A, "2024-01-01", null));
        apply(settled("2024-02-10T09:00:00Z", Standing.SUPPORTED, "2024-01-20"));
        List<UnitRow> known = db.unitRows();
        String correction = "2024-03-01T09:00:00Z";

        apply(settled(correction, Standing.REFUTED, "2024-01-10"));

        Instant justBefore = instant(correction).minus(1, ChronoUnit.MICROS);
        assertThat(stateAt(day("2024-01-15"), justBefore)).isEqualTo(CLAIM_A + " / under test");
        assertThat(stateAt(day("2024-01-25"), justBefore)).isEqualTo(CLAIM_A + " / supported");
        assertThat(stateAt("2024-01-15", correction)).isEqualTo(CLAIM_A + " / refuted");
        // The settling at 2024-01-20 is later in valid time, so it still decides from then on.
        assertThat(stateAt("2024-01-25", correction)).isEqualTo(CLAIM_A + " / supported");
        assertThat(stateAt("2024-01-05", correction)).isEqualTo(CLAIM_A + " / under test");
        // What was known before the correction is kept: the old rows are only closed at its recorded time.
        assertThat(db.unitRows()).filteredOn(row -> row.sysFrom().isBefore(instant(correction)))
                .extracting(UnitRow::validFrom, UnitRow::validTo, UnitRow::state)
                .containsExactlyInAnyOrderElementsOf(known.stream()
                        .map(row -> org.assertj.core.groups.Tuple.tuple(row.validFrom(), row.validTo(), row.state()))
                        .toList());
    }

    // ---- precision -------------------------------------------------------------------------------------------------

    @Test
    void instantsFinerThanAMicrosecondAreTakenToTheMicrosecond() {
        // The columns keep microseconds. A tie at a finer valid time, and a batch at a finer recorded time, must
        // behave as they do at the microsecond the store keeps, not fail a CHECK or fold from the wrong row.
        Instant fineValid = Instant.parse("2024-01-10T00:00:00.000000600Z");
        String fineBatch = "2024-02-02T09:00:00.000000700Z";
        apply(recorded("2024-02-01T09:00:00Z", CLAIM_A, "2024-01-01", null));
        apply(settled(fineBatch, Standing.SUPPORTED, fineValid));
        apply(settled(fineBatch, Standing.REFUTED, fineValid));

        Instant known = Instant.parse("2024-02-02T09:00:00.000001Z");
        assertThat(stateAt(instant("2024-01-10T00:00:00Z"), known)).isEqualTo(CLAIM_A + " / refuted");
        assertThat(stateAt(instant("2024-01-09T23:59:59.999999Z"), known)).isEqualTo(CLAIM_A + " / under test");
        assertThat(db.unitRows()).allSatisfy(row -> {
            assertThat(row.validFrom()).isEqualTo(row.validFrom().truncatedTo(ChronoUnit.MICROS));
            assertThat(row.sysFrom()).isBefore(row.sysTo());
        });
    }

    // ---- replays ---------------------------------------------------------------------------------------------------

    @Test
    void aChangeAppliedTwiceIsAppliedOnce() {
        UnitChange first = recorded("2024-02-01T09:00:00Z", CLAIM_A, "2024-01-01", null);
        UnitChange second = settled("2024-02-02T09:00:00Z", Standing.SUPPORTED, "2024-01-10");
        apply(first);
        apply(second);
        List<UnitRow> rows = db.unitRows();

        apply(second);
        apply(first);

        assertThat(db.unitRows()).containsExactlyElementsOf(rows);
    }

    // ---- helpers ---------------------------------------------------------------------------------------------------

    private void apply(UnitChange change) {
        db.apply(change);
    }

    private UnitChange recorded(String recordedAt, String claim, String trueFrom, String trueTo) {
        HypothesisRecorded event = new HypothesisRecorded(UNIT, TENANT, ID, PLACE, claim, day(trueFrom),
                trueTo == null ? null : day(trueTo));
        return new UnitChange(UNIT, HypothesisFold.KIND, TENANT, nextSeq++, instant(recordedAt),
                HypothesisChanges.of(event));
    }

    private UnitChange settled(String recordedAt, Standing standing, String trueFrom) {
        return settled(recordedAt, standing, day(trueFrom));
    }

    private UnitChange settled(String recordedAt, Standing standing, Instant trueFrom) {
        HypothesisSettled event = new HypothesisSettled(UNIT, standing, ON, BY, trueFrom);
        return new UnitChange(UNIT, HypothesisFold.KIND, TENANT, nextSeq++, instant(recordedAt),
                HypothesisChanges.of(event));
    }

    private String stateAt(String trueOnDay, String knownOn) {
        return stateAt(day(trueOnDay), instant(knownOn));
    }

    private String stateAt(String trueOnDay, Instant knownOn) {
        return stateAt(day(trueOnDay), knownOn);
    }

    private String stateAt(Instant trueOn, Instant knownOn) {
        return db.reader.stateAt(UNIT, HypothesisState.class, trueOn, knownOn)
                .map(state -> state.claim() + " / " + state.standing())
                .orElse(ABSENT);
    }

    private static Instant day(String date) {
        return Instant.parse(date + "T00:00:00Z");
    }

    private static Instant instant(String instant) {
        return Instant.parse(instant);
    }
}
