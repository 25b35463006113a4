package svc.projections.hypothesis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.command.api.Standing;

/** How a hypothesis's change points fold into its state, and how that state is kept. */
class HypothesisFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    final HypothesisFold fold = new HypothesisFold();

    @Test
    void aRecordedHypothesisIsUnderTest() {
        assertThat(fold.apply(fold.absent(), recorded("prices rise")))
                .isEqualTo(new HypothesisState(true, "h1", "prices rise", "tenant/acme", "under test", null, null));
    }

    @Test
    void settlingSetsTheStandingWithWhatAndWho() {
        HypothesisState settled = fold.apply(fold.apply(fold.absent(), recorded("prices rise")), settled());
        assertThat(settled.standing()).isEqualTo("supported");
        assertThat(settled.on()).isEqualTo("the March survey");
        assertThat(settled.settledBy()).isEqualTo("ana");
    }

    @Test
    void recordingAgainKeepsTheStanding() {
        HypothesisState settled = fold.apply(fold.apply(fold.absent(), recorded("prices rise")), settled());
        assertThat(fold.apply(settled, recorded("prices rise fast")))
                .extracting(HypothesisState::claim, HypothesisState::standing)
                .containsExactly("prices rise fast", "supported");
    }

    @Test
    void theEndOfItsValidityClosesIt() {
        HypothesisState recorded = fold.apply(fold.absent(), recorded("prices rise"));
        JsonNode end = HypothesisChanges.of(new HypothesisRecorded("acme/hypothesis/h1", "acme", "h1", "tenant/acme",
                "prices rise", FROM, FROM.plusSeconds(60))).get(1).op();
        assertThat(fold.apply(recorded, end).present()).isFalse();
        assertThat(recorded.present()).isTrue();
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithoutTheUnset() throws Exception {
        HypothesisState settled = fold.apply(fold.apply(fold.absent(), recorded("prices rise")), settled());
        String kept = JSON.writeValueAsString(settled);
        assertThat(JSON.readTree(kept).has("settled_by")).isTrue();
        assertThat(JSON.readValue(kept, HypothesisState.class)).isEqualTo(settled);
        assertThat(JSON.readTree(JSON.writeValueAsString(fold.apply(fold.absent(), recorded("x")))).has("on"))
                .isFalse();
    }

    private static JsonNode recorded(String claim) {
        return HypothesisChanges.of(new HypothesisRecorded("acme/hypothesis/h1", "acme", "h1", "tenant/acme", claim,
                FROM, null)).get(0).op();
    }

    private static JsonNode settled() {
        return HypothesisChanges.of(new HypothesisSettled("acme/hypothesis/h1", Standing.SUPPORTED,
                "the March survey", "ana", FROM)).get(0).op();
    }
}
