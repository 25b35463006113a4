package svc.command.fact;

import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.FactRecorded;
import svc.command.api.RecordFact;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;

/** The rules of the plain-fact aggregate, one given/when/then each. */
class PlainFactTest {
    static final String UNIT_ID = UnitIds.of("acme", UnitKind.ENTITY, "e1");
    static final String PLACE = "tenant/acme";
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    static final ObjectNode FIELDS = JsonNodeFactory.instance.objectNode().put("name", "Northwind GmbH");
    static final FactRecorded RECORDED = new FactRecorded(UNIT_ID, "acme", "entity", "e1", PLACE, FIELDS, FROM, null);

    private AggregateTestFixture<PlainFact> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(PlainFact.class);
    }

    @Test
    void recordingMakesTheFact() {
        fixture.givenNoPriorActivity()
                .when(new RecordFact(UNIT_ID, "acme", "entity", "e1", PLACE, FIELDS, FROM, null))
                .expectEvents(RECORDED);
    }

    @Test
    void recordingAgainAtTheSamePlaceStatesItAnew() {
        ObjectNode renamed = JsonNodeFactory.instance.objectNode().put("name", "Northwind AG");
        Instant later = Instant.parse("2026-06-01T00:00:00Z");
        fixture.given(RECORDED)
                .when(new RecordFact(UNIT_ID, "acme", "entity", "e1", PLACE, renamed, later, null))
                .expectEvents(new FactRecorded(UNIT_ID, "acme", "entity", "e1", PLACE, renamed, later, null));
    }

    @Test
    void recordingAgainElsewhereIsRefusedBecauseThePlaceIsFixed() {
        fixture.given(RECORDED)
                .when(new RecordFact(UNIT_ID, "acme", "entity", "e1", "tenant/acme/brand/b1", FIELDS, FROM, null))
                .expectNoEvents().expectException(ruleBroken("place_fixed"));
    }

    @Test
    void anEndNotAfterTheStartIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new RecordFact(UNIT_ID, "acme", "entity", "e1", PLACE, FIELDS, FROM, FROM))
                .expectNoEvents().expectException(ruleBroken("ends_after_start"));
    }
}
