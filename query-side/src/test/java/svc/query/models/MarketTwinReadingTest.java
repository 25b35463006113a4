package svc.query.models;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import svc.projections.fact.FactState;
import svc.query.api.FactRow;
import svc.query.api.MarketTwinBody;

class MarketTwinReadingTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");

    private static FactState fact(String json) throws Exception {
        return JSON.readValue(json, FactState.class);
    }

    private static FactState twin() throws Exception {
        return fact("""
                {"id":"tw","place":"tenant/a/brand/b","vertical":"v","strategy":"s",
                 "participants":[{"entity":"late"},{"entity":"seller","stage":"sell"},{"entity":"maker","stage":"make"}],
                 "stocks":[{"name":"stores","level":7}],
                 "simulations":[{"id":"b","ran_on":"2026-03-01T00:00:00Z","outcome":{"share":0.3,"runs":[1,2]}},
                                {"id":"a","ran_on":"2026-03-01T00:00:00Z","outcome":"flat"},
                                {"id":"future","ran_on":"2026-03-01T00:00:00.000001Z","outcome":5}]}""");
    }

    @Test
    void participantsFollowTheChainAndThoseOffItComeLast() throws Exception {
        FactRow vertical = new FactRow(fact("""
                {"chain":["make","sell"],"stocks":[{"name":"stores","stage":"sell","count":3}]}"""), FROM);
        MarketTwinReading.Read read = MarketTwinReading.of(new MarketTwinAnswer(new FactRow(twin(), FROM), vertical,
                Map.of("maker", "Velo"), null, List.of()), Instant.parse("2026-03-01T00:00:00Z"));

        assertThat(read.body().participants()).extracting(MarketTwinBody.Participant::entity)
                .containsExactly("maker", "seller", "late");
        assertThat(read.body().participants().get(0).name()).isEqualTo("Velo");
        assertThat(read.body().participants().get(2).onChain()).isFalse();
        assertThat(read.body().stocks().get(0).stage()).isEqualTo("sell");
        assertThat(read.body().strategy()).isEqualTo(new MarketTwinBody.Strategy("s", null, List.of()));
    }

    @Test
    void simulationsRunByTheDateReadComeInTheOrderTheyRanEachNumberWithItsBasis() throws Exception {
        MarketTwinReading.Read read = MarketTwinReading.of(new MarketTwinAnswer(new FactRow(twin(), FROM), null,
                Map.of(), null, List.of()), Instant.parse("2026-03-01T00:00:00Z"));

        assertThat(read.body().simulations()).extracting(MarketTwinBody.Simulation::id).containsExactly("a", "b");
        assertThat(read.basis()).containsOnlyKeys("/stocks/0/level", "/simulations/1/outcome/share",
                "/simulations/1/outcome/runs/0", "/simulations/1/outcome/runs/1");
        assertThat(read.basis().get("/stocks/0/level")).contains("true from " + FROM)
                .contains("read as true on 2026-03-01T00:00:00Z");
        assertThat(read.body().chain()).isEmpty();
    }
}
