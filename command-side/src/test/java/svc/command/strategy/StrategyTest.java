package svc.command.strategy;

import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.RuleBroken;
import svc.command.api.StrategyChanged;
import svc.command.api.StrategyDrafted;
import svc.command.api.StrategyFields;
import svc.command.api.StrategyLife;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.WriteStrategy;

/** The rules of the Strategy aggregate, one given/when/then each. */
class StrategyTest {
    static final String TENANT = "acme";
    static final String ID = "s1";
    static final String UNIT_ID = UnitIds.of(TENANT, UnitKind.STRATEGY, ID);
    static final String PLACE = "tenant/acme/brand/b1/strategy/s1";
    static final String OTHER_PLACE = "tenant/acme/brand/b2/strategy/s1";
    static final Instant MADE = Instant.parse("2026-01-01T00:00:00Z");
    static final Instant LATER = Instant.parse("2026-02-01T00:00:00Z");

    private AggregateTestFixture<Strategy> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(Strategy.class);
    }

    static ObjectNode named(String name) {
        return JsonNodeFactory.instance.objectNode().put("name", name);
    }

    static ObjectNode content(String name) {
        ObjectNode content = StrategyFields.defaults(PLACE);
        content.put("name", name);
        return content;
    }

    static WriteStrategy write(String place, ObjectNode given, StrategyLife life, Long version) {
        return new WriteStrategy(UNIT_ID, TENANT, ID, place, given, life, version, LATER);
    }

    static StrategyDrafted drafted() {
        return new StrategyDrafted(UNIT_ID, TENANT, ID, PLACE, content("Grow"), MADE);
    }

    @Test
    void aNewStrategyIsDraftedWithEveryFieldAndItsBrand() {
        fixture.givenNoPriorActivity()
                .when(new WriteStrategy(UNIT_ID, TENANT, ID, PLACE, named("Grow"), null, null, MADE))
                .expectEvents(drafted());
    }

    @Test
    void aNewStrategyNeedsAName() {
        fixture.givenNoPriorActivity()
                .when(write(PLACE, JsonNodeFactory.instance.objectNode(), null, null))
                .expectNoEvents()
                .expectException(RuleBroken.class)
                .expectException(ruleBroken("named_when_made"));
    }

    @Test
    void aNewStrategyStartsDrafted() {
        fixture.givenNoPriorActivity()
                .when(write(PLACE, named("Grow"), StrategyLife.ACTIVE, null))
                .expectNoEvents()
                .expectException(ruleBroken("starts_drafted"));
    }

    @Test
    void eachChangeCountsAVersionAndKeepsWhatWasNotGiven() {
        ObjectNode changed = content("Grow");
        changed.put("game", "land and expand");
        fixture.given(drafted())
                .when(write(PLACE, JsonNodeFactory.instance.objectNode().put("game", "land and expand"), null, null))
                .expectEvents(new StrategyChanged(UNIT_ID, 2, StrategyLife.DRAFTED, changed, LATER));
    }

    @Test
    void aWriteThatChangesNothingRecordsNothing() {
        fixture.given(drafted())
                .when(write(PLACE, named("Grow"), StrategyLife.DRAFTED, 1L))
                .expectSuccessfulHandlerExecution()
                .expectNoEvents();
    }

    @Test
    void anAllowedMoveOfLifeIsAChange() {
        fixture.given(drafted())
                .when(write(PLACE, JsonNodeFactory.instance.objectNode(), StrategyLife.ACTIVE, null))
                .expectEvents(new StrategyChanged(UNIT_ID, 2, StrategyLife.ACTIVE, content("Grow"), LATER));
    }

    @Test
    void aMoveOfLifeNotAllowedIsRefusedNamingLife() {
        fixture.given(drafted(), new StrategyChanged(UNIT_ID, 2, StrategyLife.ENDED, content("Grow"), MADE))
                .when(write(PLACE, JsonNodeFactory.instance.objectNode(), StrategyLife.ACTIVE, null))
                .expectNoEvents()
                .expectException(ruleBroken("life_moves"));
    }

    @Test
    void aStaleVersionIsRefused() {
        fixture.given(drafted(), new StrategyChanged(UNIT_ID, 2, StrategyLife.ACTIVE, content("Grow"), MADE))
                .when(write(PLACE, named("Grow faster"), null, 1L))
                .expectNoEvents()
                .expectException(ruleBroken("version_current"));
    }

    @Test
    void aStrategysPlaceDoesNotChange() {
        fixture.given(drafted())
                .when(write(OTHER_PLACE, named("Grow"), null, null))
                .expectNoEvents()
                .expectException(ruleBroken("place_fixed"));
    }
}
