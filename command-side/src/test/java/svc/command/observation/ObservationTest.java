package svc.command.observation;

import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.ObservationRecorded;
import svc.command.api.RecordObservation;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;

/** The rules of the Observation aggregate, one given/when/then each. */
class ObservationTest {
    static final String TENANT = "acme";
    static final String ID = "ob-pricing";
    static final String UNIT_ID = UnitIds.of(TENANT, UnitKind.OBSERVATION, ID);
    static final String PLACE = "tenant/acme/brand/b1";
    static final String SOURCE = "https://example.com/pricing";
    static final Instant TRUE_FROM = Instant.parse("2026-03-01T00:00:00Z");

    static final ObservationRecorded RECORDED = new ObservationRecorded(UNIT_ID, TENANT, ID, PLACE, SOURCE,
            "Rival's pricing page", "they dropped the entry plan", TRUE_FROM, null);

    private AggregateTestFixture<Observation> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(Observation.class);
    }

    private static RecordObservation record(String place, String source, Instant trueTo) {
        return new RecordObservation(UNIT_ID, TENANT, ID, place, source, "Rival's pricing page",
                "they dropped the entry plan", TRUE_FROM, trueTo);
    }

    @Test
    void recordingCreatesTheObservation() {
        fixture.givenNoPriorActivity()
                .when(record(PLACE, SOURCE, null))
                .expectEvents(RECORDED);
    }

    @Test
    void recordingAgainInAnotherPlaceIsRefusedBecauseThePlaceIsFixed() {
        fixture.given(RECORDED)
                .when(record("tenant/acme/brand/b2", SOURCE, null))
                .expectNoEvents()
                .expectException(ruleBroken("place_fixed"));
    }

    @Test
    void anEndNotAfterTheStartIsRefused() {
        fixture.givenNoPriorActivity()
                .when(record(PLACE, SOURCE, TRUE_FROM))
                .expectNoEvents()
                .expectException(ruleBroken("ends_after_start"));
    }

    @Test
    void aSourceThatIsNotAnAbsoluteHttpAddressIsRefused() {
        fixture.givenNoPriorActivity()
                .when(record(PLACE, "ftp://example.com/pricing", null))
                .expectNoEvents()
                .expectException(ruleBroken("absolute_http_address"));
    }
}
