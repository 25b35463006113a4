package svc.command.run;

import static org.hamcrest.Matchers.containsString;
import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.RecordRun;
import svc.command.api.RuleBroken;
import svc.command.api.RunRecorded;
import svc.command.api.RunSetAside;
import svc.command.api.RunTakenUp;
import svc.command.api.SetAsideRun;
import svc.command.api.TakeUpRun;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.UnitNotFound;

/** The rules of the ScrapeRun aggregate, one given/when/then each. */
class ScrapeRunTest {
    static final String TENANT = "acme";
    static final String KEY = "run-2026-03-01";
    static final String UNIT_ID = UnitIds.of(TENANT, UnitKind.RUN, KEY);
    static final String PLACE = "tenant/acme";
    static final String SOURCE = "https://example.com/prices";
    static final Instant TRUE_FROM = Instant.parse("2026-03-01T00:00:00Z");
    static final Instant TRUE_TO = Instant.parse("2026-04-01T00:00:00Z");
    static final Instant LATER = Instant.parse("2026-03-02T00:00:00Z");
    static final Instant LATER_STILL = Instant.parse("2026-03-03T00:00:00Z");
    static final String REASON = "the source is down for maintenance";

    static final RunRecorded RECORDED = new RunRecorded(UNIT_ID, TENANT, KEY, PLACE, SOURCE, TRUE_FROM, null);

    private AggregateTestFixture<ScrapeRun> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(ScrapeRun.class);
    }

    private static SetAsideRun setAside(String scope, Instant from) {
        return new SetAsideRun(UNIT_ID, scope, REASON, "ana", from, true);
    }

    @Test
    void recordingCreatesAWaitingRun() {
        fixture.givenNoPriorActivity()
                .when(new RecordRun(UNIT_ID, TENANT, KEY, PLACE, SOURCE, TRUE_FROM, null))
                .expectEvents(RECORDED);
    }

    @Test
    void recordingAgainInAnotherPlaceIsRefusedBecauseThePlaceIsFixed() {
        fixture.given(RECORDED)
                .when(new RecordRun(UNIT_ID, TENANT, KEY, "tenant/acme/brand/b1", SOURCE, TRUE_FROM, null))
                .expectNoEvents()
                .expectException(ruleBroken("place_fixed"));
    }

    @Test
    void anEndNotAfterTheStartIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new RecordRun(UNIT_ID, TENANT, KEY, PLACE, SOURCE, TRUE_FROM, TRUE_FROM))
                .expectNoEvents()
                .expectException(ruleBroken("ends_after_start"));
    }

    @Test
    void theBeatTakesUpAWaitingRun() {
        fixture.given(RECORDED)
                .when(new TakeUpRun(UNIT_ID, "taken up by the beat", LATER))
                .expectEvents(new RunTakenUp(UNIT_ID, "taken up by the beat", LATER));
    }

    @Test
    void aParkedRunIsNeverTakenUp() {
        fixture.given(RECORDED, new RunSetAside(UNIT_ID, REASON, "ana", LATER))
                .when(new TakeUpRun(UNIT_ID, "taken up by the beat", LATER_STILL))
                .expectNoEvents()
                .expectException(ruleBroken("parked_runs_wait"));
    }

    @Test
    void aRunIsTakenUpOnce() {
        fixture.given(RECORDED, new RunTakenUp(UNIT_ID, "taken up by the beat", LATER))
                .when(new TakeUpRun(UNIT_ID, "taken up by the beat", LATER_STILL))
                .expectNoEvents()
                .expectException(ruleBroken("taken_up_once"));
    }

    @Test
    void aRunIsNotTakenUpBeforeItIsTrue() {
        fixture.given(RECORDED)
                .when(new TakeUpRun(UNIT_ID, "taken up by the beat", TRUE_FROM.minusSeconds(1)))
                .expectNoEvents()
                .expectException(ruleBroken("moved_while_true"));
    }

    @Test
    void settingAsideParksAWaitingRunWithTheReason() {
        fixture.given(RECORDED)
                .when(setAside(PLACE, LATER))
                .expectEvents(new RunSetAside(UNIT_ID, REASON, "ana", LATER))
                .expectResultMessagePayload(LATER);
    }

    @Test
    void settingAsideATakenUpRunParksIt() {
        fixture.given(RECORDED, new RunTakenUp(UNIT_ID, "taken up by the beat", LATER))
                .when(setAside(PLACE, LATER_STILL))
                .expectEvents(new RunSetAside(UNIT_ID, REASON, "ana", LATER_STILL));
    }

    @Test
    void aSecondSetAsideIsRefusedBecauseARunIsParkedOnce() {
        fixture.given(RECORDED, new RunSetAside(UNIT_ID, REASON, "ana", LATER))
                .when(setAside(PLACE, LATER_STILL))
                .expectNoEvents()
                .expectException(RuleBroken.class)
                .expectException(ruleBroken("parked_once"));
    }

    @Test
    void settingAsideFromAnotherTenantsScopeIsNotFound() {
        fixture.given(RECORDED)
                .when(setAside("tenant/acmeco", LATER))
                .expectNoEvents()
                .expectException(UnitNotFound.class);
    }

    @Test
    void settingAsideOnADateTheRunIsNotTrueIsRefused() {
        fixture.given(new RunRecorded(UNIT_ID, TENANT, KEY, PLACE, SOURCE, TRUE_FROM, TRUE_TO))
                .when(setAside(PLACE, TRUE_TO))
                .expectNoEvents()
                .expectException(ruleBroken("moved_while_true"));
    }

    @Test
    void settingAsideNowJustAfterTheBeatTookTheRunUpHoldsFromTheTakeUp() {
        fixture.given(RECORDED, new RunTakenUp(UNIT_ID, "taken up by the beat", LATER_STILL))
                .when(new SetAsideRun(UNIT_ID, PLACE, REASON, "ana", LATER, false))
                .expectEvents(new RunSetAside(UNIT_ID, REASON, "ana", LATER_STILL))
                .expectResultMessagePayload(LATER_STILL);
    }

    @Test
    void settingAsideBeforeTheLastMoveIsRefusedBecauseMovesFollowOneAnother() {
        fixture.given(RECORDED, new RunTakenUp(UNIT_ID, "taken up by the beat", LATER_STILL))
                .when(setAside(PLACE, LATER))
                .expectNoEvents()
                .expectException(ruleBroken("moves_in_order"))
                .expectExceptionMessage(containsString(LATER_STILL.toString()));
    }
}
