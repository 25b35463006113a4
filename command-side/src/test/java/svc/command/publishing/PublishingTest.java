package svc.command.publishing;

import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.PublishingRecorded;
import svc.command.api.PublishingWithdrawn;
import svc.command.api.RecordPublishing;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.UnitNotFound;
import svc.command.api.WithdrawPublishing;

/** The rules of the Publishing aggregate, one given/when/then each. */
class PublishingTest {
    static final String TENANT = "acme";
    static final String ID = "p-spring";
    static final String UNIT_ID = UnitIds.of(TENANT, UnitKind.PUBLISHING, ID);
    static final String PLACE = "tenant/acme/brand/b1";
    static final Instant TRUE_FROM = Instant.parse("2026-03-01T00:00:00Z");
    static final Instant TRUE_TO = Instant.parse("2026-04-01T00:00:00Z");
    static final Instant LATER = Instant.parse("2026-03-02T00:00:00Z");
    static final String REASON = "the offer ended early";

    static final PublishingRecorded RECORDED =
            new PublishingRecorded(UNIT_ID, TENANT, ID, PLACE, "Spring offer", "newsletter", TRUE_FROM, null);

    private AggregateTestFixture<Publishing> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(Publishing.class);
    }

    private static WithdrawPublishing withdraw(String scope, Instant from) {
        return new WithdrawPublishing(UNIT_ID, scope, REASON, "ana", from);
    }

    @Test
    void recordingCreatesThePublishing() {
        fixture.givenNoPriorActivity()
                .when(new RecordPublishing(UNIT_ID, TENANT, ID, PLACE, "Spring offer", "newsletter", TRUE_FROM,
                        null))
                .expectEvents(RECORDED);
    }

    @Test
    void recordingAgainInAnotherPlaceIsRefusedBecauseThePlaceIsFixed() {
        fixture.given(RECORDED)
                .when(new RecordPublishing(UNIT_ID, TENANT, ID, "tenant/acme/brand/b2", "Spring offer",
                        "newsletter", TRUE_FROM, null))
                .expectNoEvents()
                .expectException(ruleBroken("place_fixed"));
    }

    @Test
    void anEndNotAfterTheStartIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new RecordPublishing(UNIT_ID, TENANT, ID, PLACE, "Spring offer", "newsletter", TRUE_FROM,
                        TRUE_FROM))
                .expectNoEvents()
                .expectException(ruleBroken("ends_after_start"));
    }

    @Test
    void withdrawingRecordsTheReasonAndWho() {
        fixture.given(RECORDED)
                .when(withdraw(PLACE, LATER))
                .expectEvents(new PublishingWithdrawn(UNIT_ID, REASON, "ana", LATER));
    }

    @Test
    void aSecondWithdrawalIsRefusedBecauseAPublishingIsWithdrawnOnce() {
        fixture.given(RECORDED, new PublishingWithdrawn(UNIT_ID, REASON, "ana", LATER))
                .when(withdraw(PLACE, LATER))
                .expectNoEvents()
                .expectException(ruleBroken("withdrawn_once"));
    }

    @Test
    void withdrawingFromOutsideTheCallersScopeIsNotFound() {
        fixture.given(RECORDED)
                .when(withdraw("tenant/acme/brand/b2", LATER))
                .expectNoEvents()
                .expectException(UnitNotFound.class);
    }

    @Test
    void withdrawingOnADateThePublishingIsNotTrueIsRefused() {
        fixture.given(new PublishingRecorded(UNIT_ID, TENANT, ID, PLACE, "Spring offer", "newsletter", TRUE_FROM,
                        TRUE_TO))
                .when(withdraw(PLACE, TRUE_TO))
                .expectNoEvents()
                .expectException(ruleBroken("withdrawn_while_true"));
    }
}
