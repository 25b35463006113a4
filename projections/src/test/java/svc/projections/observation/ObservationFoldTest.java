package svc.projections.observation;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import svc.command.api.ObservationRecorded;
import svc.projections.bitemporal.ChangePoint;

/** How an observation's change points fold into its state, and how that state is kept. */
class ObservationFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    final ObservationFold fold = new ObservationFold();

    @Test
    void recordingStatesItsSourceTitleTextAndPlace() {
        assertThat(fold.apply(fold.absent(), ((JsonNode) recorded("prices up", null).get(0).op())))
                .isEqualTo(new ObservationState(true, "o1", "https://a.example/news", "Prices", "prices up",
                        "tenant/acme"));
    }

    @Test
    void recordingAgainStatesItAnew() {
        ObservationState first = fold.apply(fold.absent(), ((JsonNode) recorded("prices up", null).get(0).op()));
        assertThat(fold.apply(first, ((JsonNode) recorded(null, null).get(0).op())).text()).isNull();
    }

    @Test
    void theEndOfItsValidityClosesIt() {
        List<ChangePoint> points = recorded("prices up", FROM.plusSeconds(60));
        ObservationState recorded = fold.apply(fold.absent(), ((JsonNode) points.get(0).op()));
        assertThat(fold.apply(recorded, ((JsonNode) points.get(1).op())).present()).isFalse();
        assertThat(recorded.present()).isTrue();
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithoutTheUnset() throws Exception {
        ObservationState recorded = fold.apply(fold.absent(), ((JsonNode) recorded(null, null).get(0).op()));
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

    private static List<ChangePoint> recorded(String text, Instant to) {
        return ObservationChanges.of(new ObservationRecorded("acme/observation/o1", "acme", "o1", "tenant/acme",
                "https://a.example/news", "Prices", text, FROM, to));
    }
}
