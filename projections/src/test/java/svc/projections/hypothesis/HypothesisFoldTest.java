package svc.projections.hypothesis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.command.api.Standing;

/** How a hypothesis's change points fold into its state, and how both are kept. */
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
        HypothesisChange end = (HypothesisChange) HypothesisChanges.of(new HypothesisRecorded("acme/hypothesis/h1",
                "acme", "h1", "tenant/acme", "prices rise", FROM, FROM.plusSeconds(60))).get(1).op();
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

    /** Change points written before the changes were records read back, and are written again byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
            "{\"op\":\"record\",\"id\":\"h1\",\"claim\":\"prices rise\",\"place\":\"tenant/acme\"}",
            "{\"op\":\"record\",\"id\":\"h1\",\"claim\":\"prices rise\",\"place\":null}",
            "{\"op\":\"settle\",\"standing\":\"supported\",\"on\":\"the March survey\",\"settled_by\":\"ana\"}",
            "{\"op\":\"settle\",\"standing\":\"refuted\",\"on\":null,\"settled_by\":null}",
            "{\"op\":\"end\"}"})
    void aChangeIsKeptAsItsOpNamedJson(String stored) throws Exception {
        HypothesisChange change = JSON.readValue(stored, fold.changeType());
        assertThat(JSON.writeValueAsString(change)).isEqualTo(stored);
    }

    @Test
    void aChangeIsWrittenAsItWasBeforeItWasARecord() throws Exception {
        assertThat(JSON.writeValueAsString(recorded("prices rise")))
                .isEqualTo("{\"op\":\"record\",\"id\":\"h1\",\"claim\":\"prices rise\",\"place\":\"tenant/acme\"}");
        assertThat(JSON.writeValueAsString(settled())).isEqualTo(
                "{\"op\":\"settle\",\"standing\":\"supported\",\"on\":\"the March survey\",\"settled_by\":\"ana\"}");
    }

    private static HypothesisChange recorded(String claim) {
        return (HypothesisChange) HypothesisChanges.of(new HypothesisRecorded("acme/hypothesis/h1", "acme", "h1",
                "tenant/acme", claim, FROM, null)).get(0).op();
    }

    private static HypothesisChange settled() {
        return (HypothesisChange) HypothesisChanges.of(new HypothesisSettled("acme/hypothesis/h1", Standing.SUPPORTED,
                "the March survey", "ana", FROM)).get(0).op();
    }
}
