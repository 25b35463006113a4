package svc.projections.observation;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import svc.command.api.ObservationRecorded;
import svc.projections.bitemporal.ChangePoint;

/** How an observation's change points fold into its state, and how both are kept. */
class ObservationFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    final ObservationFold fold = new ObservationFold();

    @Test
    void recordingStatesItsSourceTitleTextAndPlace() {
        assertThat(fold.apply(fold.absent(), (ObservationChange) recorded("prices up", null).get(0).op()))
                .isEqualTo(new ObservationState(true, "o1", "https://a.example/news", "Prices", "prices up",
                        "tenant/acme"));
    }

    @Test
    void recordingAgainStatesItAnew() {
        ObservationState first = fold.apply(fold.absent(), (ObservationChange) recorded("prices up", null).get(0).op());
        assertThat(fold.apply(first, (ObservationChange) recorded(null, null).get(0).op()).text()).isNull();
    }

    @Test
    void theEndOfItsValidityClosesIt() {
        List<ChangePoint> points = recorded("prices up", FROM.plusSeconds(60));
        ObservationState recorded = fold.apply(fold.absent(), (ObservationChange) points.get(0).op());
        assertThat(fold.apply(recorded, (ObservationChange) points.get(1).op()).present()).isFalse();
        assertThat(recorded.present()).isTrue();
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithoutTheUnset() throws Exception {
        ObservationState recorded = fold.apply(fold.absent(), (ObservationChange) recorded(null, null).get(0).op());
        String kept = JSON.writeValueAsString(recorded);
        JsonNode members = JSON.readTree(kept);
        assertThat(members.path("source").asText()).isEqualTo("https://a.example/news");
        assertThat(members.has("text")).isFalse();
        assertThat(JSON.readValue(kept, ObservationState.class)).isEqualTo(recorded);
    }

    @Test
    void aStateStoredWithNullMembersReadsBack() throws Exception {
        String stored = "{\"present\":true,\"id\":\"o1\",\"source\":\"https://a.example/news\","
                + "\"title\":\"Prices\",\"text\":null,\"place\":\"tenant/acme\"}";
        assertThat(JSON.readValue(stored, ObservationState.class)).isEqualTo(new ObservationState(true, "o1",
                "https://a.example/news", "Prices", null, "tenant/acme"));
    }

    /** Change points written before the changes were records read back, and are written again byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
            "{\"op\":\"record\",\"id\":\"o1\",\"source\":\"https://a.example/news\",\"title\":\"Prices\","
            + "\"text\":\"prices up\",\"place\":\"tenant/acme\"}",
            "{\"op\":\"record\",\"id\":\"o1\",\"source\":null,\"title\":null,\"text\":null,\"place\":null}",
            "{\"op\":\"end\"}"})
    void aChangeIsKeptAsItsOpNamedJson(String stored) throws Exception {
        ObservationChange change = JSON.readValue(stored, fold.changeType());
        assertThat(JSON.writeValueAsString(change)).isEqualTo(stored);
    }

    @Test
    void aChangeIsWrittenAsItWasBeforeItWasARecord() throws Exception {
        assertThat(JSON.writeValueAsString(recorded("prices up", null).get(0).op())).isEqualTo(
                "{\"op\":\"record\",\"id\":\"o1\",\"source\":\"https://a.example/news\",\"title\":\"Prices\","
                + "\"text\":\"prices up\",\"place\":\"tenant/acme\"}");
        assertThat(JSON.writeValueAsString(recorded(null, FROM.plusSeconds(60)).get(1).op())).isEqualTo(
                "{\"op\":\"end\"}");
    }

    private static List<ChangePoint> recorded(String text, Instant to) {
        return ObservationChanges.of(new ObservationRecorded("acme/observation/o1", "acme", "o1", "tenant/acme",
                "https://a.example/news", "Prices", text, FROM, to));
    }
}
