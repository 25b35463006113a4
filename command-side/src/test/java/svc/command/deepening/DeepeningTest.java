package svc.command.deepening;

import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.AskedBy;
import svc.command.api.DeepeningMade;
import svc.command.api.Embedding;
import svc.command.api.Fetched;
import svc.command.api.MakeDeepening;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;

/** The rules of the Deepening aggregate, one given/when/then each. */
class DeepeningTest {
    static final String TENANT = "acme";
    static final String ID = "dp_0123456789abcdef";
    static final String UNIT_ID = UnitIds.of(TENANT, UnitKind.DEEPENING, ID);
    static final String PLACE = "tenant/acme/brand/b1/strategy/s1";
    static final Instant TRUE_FROM = Instant.parse("2026-03-01T00:00:00Z");
    static final AskedBy ASKED_BY = new AskedBy("h1", "hypothesis");
    static final Fetched FETCHED = new Fetched("https://example.com/pricing", "text/html", 1234,
            "Entry plan: gone", Instant.parse("2026-03-01T00:00:01Z"));
    static final Embedding EMBEDDING = new Embedding("all-MiniLM-L6-v2 (quantized)", 3, List.of(0.1f, 0.2f, 0.3f));

    private AggregateTestFixture<Deepening> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(Deepening.class);
    }

    private static MakeDeepening make(Fetched fetched, Embedding embedding) {
        return new MakeDeepening(UNIT_ID, TENANT, ID, "ob-pricing", "both", ASKED_BY, "tk_0123456789abcdef", PLACE,
                TRUE_FROM, fetched, embedding);
    }

    private static DeepeningMade made(Fetched fetched, Embedding embedding) {
        return new DeepeningMade(UNIT_ID, TENANT, ID, "ob-pricing", "both", ASKED_BY, "tk_0123456789abcdef", PLACE,
                TRUE_FROM, fetched, embedding);
    }

    @Test
    void makingRecordsWhatWasFetchedAndEmbedded() {
        fixture.givenNoPriorActivity()
                .when(make(FETCHED, EMBEDDING))
                .expectEvents(made(FETCHED, EMBEDDING));
    }

    @Test
    void makingAgainIsRefusedBecauseADeepeningIsMadeOnce() {
        fixture.given(made(FETCHED, EMBEDDING))
                .when(make(FETCHED, EMBEDDING))
                .expectNoEvents()
                .expectException(ruleBroken("made_once"));
    }

    @Test
    void aDeepeningWithNeitherFetchNorEmbeddingIsRefused() {
        fixture.givenNoPriorActivity()
                .when(make(null, null))
                .expectNoEvents()
                .expectException(ruleBroken("deepened"));
    }

    @Test
    void anEmbeddingWhoseDimensionsMiscountItsVectorIsRefused() {
        fixture.givenNoPriorActivity()
                .when(make(null, new Embedding("all-MiniLM-L6-v2 (quantized)", 384, List.of(0.1f))))
                .expectNoEvents()
                .expectException(ruleBroken("dimensions_counted"));
    }
}
