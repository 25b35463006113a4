package svc.command.hypothesis;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.command.api.RecordHypothesis;
import svc.command.api.RuleBroken;
import svc.command.api.SettleHypothesis;
import svc.command.api.Standing;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.UnitNotFound;

/** The rules of the Hypothesis aggregate, one given/when/then each. */
class HypothesisTest {
    static final String TENANT = "acme";
    static final String ID = "h-churn";
    static final String UNIT_ID = UnitIds.of(TENANT, UnitKind.HYPOTHESIS, ID);
    static final String PLACE = "tenant/acme/brand/b1";
    static final String OTHER_PLACE = "tenant/acme/brand/b2";
    static final String ENCLOSING_SCOPE = "tenant/acme";
    static final String SIBLING_SCOPE = "tenant/acme/brand/b2";
    /** A text prefix of {@link #PLACE} that is not a whole-segment prefix of it. */
    static final String TEXT_PREFIX_SCOPE = "tenant/acme/brand/b";
    static final String CLAIM = "churn falls when onboarding is shorter";
    static final String RESTATED_CLAIM = "churn falls when onboarding is shorter, for small accounts";
    static final Instant TRUE_FROM = Instant.parse("2024-01-10T00:00:00Z");
    static final Instant TRUE_TO = Instant.parse("2024-06-30T00:00:00Z");
    static final Instant EARLIER_TRUE_FROM = Instant.parse("2024-01-01T00:00:00Z");
    static final Instant JUST_BEFORE_TRUE = TRUE_FROM.minus(1, ChronoUnit.MICROS);
    static final Instant SETTLED_FROM = Instant.parse("2024-02-01T00:00:00Z");
    static final String ON = "ab test 7";
    static final String SETTLED_BY = "ana";

    static final HypothesisRecorded RECORDED =
            new HypothesisRecorded(UNIT_ID, TENANT, ID, PLACE, CLAIM, TRUE_FROM, null);

    private AggregateTestFixture<Hypothesis> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(Hypothesis.class);
    }

    private static RecordHypothesis record(String place, String claim, Instant trueFrom, Instant trueTo) {
        return new RecordHypothesis(UNIT_ID, TENANT, ID, place, claim, trueFrom, trueTo);
    }

    private static SettleHypothesis settle(String callScope, Instant trueFrom) {
        return new SettleHypothesis(UNIT_ID, callScope, Standing.SUPPORTED, ON, SETTLED_BY, trueFrom);
    }

    private static HypothesisSettled settled(Instant trueFrom) {
        return new HypothesisSettled(UNIT_ID, Standing.SUPPORTED, ON, SETTLED_BY, trueFrom);
    }

    // ---- recording -------------------------------------------------------------------------------------------------

    @Test
    void recordingCreatesTheHypothesis() {
        fixture.givenNoPriorActivity()
                .when(record(PLACE, CLAIM, TRUE_FROM, TRUE_TO))
                .expectSuccessfulHandlerExecution()
                .expectEvents(new HypothesisRecorded(UNIT_ID, TENANT, ID, PLACE, CLAIM, TRUE_FROM, TRUE_TO));
    }

    @Test
    void recordingAgainAtTheSamePlaceRestatesTheClaim() {
        fixture.given(RECORDED)
                .when(record(PLACE, RESTATED_CLAIM, TRUE_FROM, null))
                .expectEvents(new HypothesisRecorded(UNIT_ID, TENANT, ID, PLACE, RESTATED_CLAIM, TRUE_FROM, null));
    }

    @Test
    void recordingAgainInAnotherPlaceIsRefusedBecauseThePlaceIsFixed() {
        fixture.given(RECORDED)
                .when(record(OTHER_PLACE, CLAIM, TRUE_FROM, null))
                .expectNoEvents()
                .expectException(RuleBroken.class)
                .expectException(ruleBroken("place_fixed"))
                .expectExceptionMessage(not(containsString(PLACE)));
    }

    @Test
    void anEndEqualToTheStartIsRefused() {
        fixture.givenNoPriorActivity()
                .when(record(PLACE, CLAIM, TRUE_FROM, TRUE_FROM))
                .expectNoEvents()
                .expectException(RuleBroken.class)
                .expectException(ruleBroken("ends_after_start"))
                .expectExceptionMessage("true_to must be later than true_from");
    }

    @Test
    void anEndBeforeTheStartIsRefused() {
        fixture.givenNoPriorActivity()
                .when(record(PLACE, CLAIM, TRUE_FROM, JUST_BEFORE_TRUE))
                .expectNoEvents()
                .expectException(ruleBroken("ends_after_start"));
    }

    // ---- settling --------------------------------------------------------------------------------------------------

    @Test
    void settlingEmitsHypothesisSettled() {
        fixture.given(RECORDED)
                .when(settle(PLACE, SETTLED_FROM))
                .expectSuccessfulHandlerExecution()
                .expectEvents(settled(SETTLED_FROM));
    }

    @Test
    void settlingWithoutStandingIsRefusedNamingIt() {
        fixture.given(RECORDED)
                .when(new SettleHypothesis(UNIT_ID, PLACE, null, ON, SETTLED_BY, SETTLED_FROM))
                .expectNoEvents()
                .expectException(ruleBroken("standing_given"));
    }

    @Test
    void settlingOnABlankTextIsRefusedNamingOn() {
        fixture.given(RECORDED)
                .when(new SettleHypothesis(UNIT_ID, PLACE, Standing.REFUTED, "  ", SETTLED_BY, SETTLED_FROM))
                .expectNoEvents()
                .expectException(ruleBroken("on_given"));
    }

    @Test
    void settlingFromAnEnclosingScopeIsAllowed() {
        fixture.given(RECORDED)
                .when(settle(ENCLOSING_SCOPE, SETTLED_FROM))
                .expectEvents(settled(SETTLED_FROM));
    }

    @Test
    void settlingFromOutsideTheCallersScopeIsNotFound() {
        fixture.given(RECORDED)
                .when(settle(SIBLING_SCOPE, SETTLED_FROM))
                .expectNoEvents()
                .expectException(UnitNotFound.class)
                .expectExceptionMessage("no such hypothesis");
    }

    @Test
    void aScopeSharingOnlyATextPrefixWithThePlaceIsOutsideIt() {
        fixture.given(RECORDED)
                .when(settle(TEXT_PREFIX_SCOPE, SETTLED_FROM))
                .expectNoEvents()
                .expectException(UnitNotFound.class);
    }

    @Test
    void settlingBeforeTheHypothesisIsTrueIsRefused() {
        fixture.given(RECORDED)
                .when(settle(PLACE, JUST_BEFORE_TRUE))
                .expectNoEvents()
                .expectException(RuleBroken.class)
                .expectException(ruleBroken("settled_while_true"))
                .expectExceptionMessage(containsString(JUST_BEFORE_TRUE.toString()));
    }

    @Test
    void settlingOnTheDayAHypothesisEndsIsRefused() {
        fixture.given(new HypothesisRecorded(UNIT_ID, TENANT, ID, PLACE, CLAIM, TRUE_FROM, TRUE_TO))
                .when(settle(PLACE, TRUE_TO))
                .expectNoEvents()
                .expectException(ruleBroken("settled_while_true"));
    }

    @Test
    void settlingJustBeforeAHypothesisEndsIsAllowed() {
        Instant lastMoment = TRUE_TO.minus(1, ChronoUnit.MICROS);
        fixture.given(new HypothesisRecorded(UNIT_ID, TENANT, ID, PLACE, CLAIM, TRUE_FROM, TRUE_TO))
                .when(settle(PLACE, lastMoment))
                .expectEvents(settled(lastMoment));
    }

    @Test
    void aLaterRecordReopensAHypothesisFromItsOwnTrueFrom() {
        Instant reopened = TRUE_TO.plus(30, ChronoUnit.DAYS);
        fixture.given(new HypothesisRecorded(UNIT_ID, TENANT, ID, PLACE, CLAIM, TRUE_FROM, TRUE_TO),
                        new HypothesisRecorded(UNIT_ID, TENANT, ID, PLACE, CLAIM, reopened, null))
                .when(settle(PLACE, reopened))
                .expectEvents(settled(reopened));
    }

    @Test
    void settlingFromTheInstantTheHypothesisBecomesTrueIsAllowed() {
        fixture.given(RECORDED)
                .when(settle(PLACE, TRUE_FROM))
                .expectEvents(settled(TRUE_FROM));
    }

    @Test
    void settlingIsAllowedFromTheEarliestTimeTheHypothesisWasRecordedTrue() {
        fixture.given(RECORDED, new HypothesisRecorded(UNIT_ID, TENANT, ID, PLACE, CLAIM, EARLIER_TRUE_FROM, null))
                .when(settle(PLACE, EARLIER_TRUE_FROM))
                .expectEvents(settled(EARLIER_TRUE_FROM));
    }
}
