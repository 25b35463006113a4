package svc.projections.deepening;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import svc.command.api.AskedBy;
import svc.command.api.DeepeningMade;
import svc.command.api.Embedding;
import svc.command.api.Fetched;

/** How a deepening's change point folds into its state, and how that state is kept. */
class DeepeningFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    static final Fetched FETCHED = new Fetched("https://a.example/news", "text/html", 1234L, "prices up",
            FROM.minusSeconds(5));
    static final Embedding EMBEDDING = new Embedding("minilm", 3, List.of(0.1f, -0.25f, 1.0E-5f));
    final DeepeningFold fold = new DeepeningFold();

    @Test
    void makingItStatesEverythingItCarries() {
        assertThat(fold.apply(fold.absent(), made(FETCHED, EMBEDDING)))
                .isEqualTo(new DeepeningState(true, "d1", "o1", "both", new DeepeningState.AskedBy("h1", "hypothesis"),
                        "t1", "tenant/acme",
                        new DeepeningState.Fetched("https://a.example/news", "text/html", 1234L, "prices up",
                                "2025-12-31T23:59:55Z"),
                        new DeepeningState.Embedding("minilm", 3, List.of(0.1f, -0.25f, 1.0E-5f))));
    }

    @Test
    void whatTheDepthDidNotAskIsNone() {
        DeepeningState fetchedOnly = fold.apply(fold.absent(), made(FETCHED, null));
        assertThat(fetchedOnly.fetched()).isNotNull();
        assertThat(fetchedOnly.embedding()).isNull();
    }

    @Test
    void nothingButMakingChangesIt() {
        JsonNode other = JSON.createObjectNode().put("op", "end");
        assertThatThrownBy(() -> fold.apply(fold.absent(), other)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithoutTheUnset() throws Exception {
        DeepeningState made = fold.apply(fold.absent(), made(FETCHED, EMBEDDING));
        String kept = JSON.writeValueAsString(made);
        JsonNode members = JSON.readTree(kept);
        assertThat(members.path("asked_by").path("kind").asText()).isEqualTo("hypothesis");
        assertThat(members.path("fetched").path("content_type").asText()).isEqualTo("text/html");
        assertThat(members.path("fetched").path("fetched_at").asText()).isEqualTo("2025-12-31T23:59:55Z");
        assertThat(JSON.readValue(kept, DeepeningState.class)).isEqualTo(made);
        assertThat(JSON.readTree(JSON.writeValueAsString(fold.apply(fold.absent(), made(null, EMBEDDING))))
                .has("fetched")).isFalse();
    }

    @Test
    void theVectorIsKeptAsTheDecimalsOfItsFloats() throws Exception {
        String kept = JSON.writeValueAsString(fold.apply(fold.absent(), made(null, EMBEDDING)));
        assertThat(JSON.readTree(kept).path("embedding").path("vector").toString()).isEqualTo("[0.1,-0.25,1.0E-5]");
        assertThat(JSON.readTree(kept).path("embedding").path("dimensions").isInt()).isTrue();
    }

    @Test
    void theBytesStayAWholeNumber() throws Exception {
        String kept = JSON.writeValueAsString(fold.apply(fold.absent(), made(FETCHED, null)));
        assertThat(JSON.readTree(kept).path("fetched").path("bytes").toString()).isEqualTo("1234");
    }

    @Test
    void aStateStoredWithNullMembersReadsBack() throws Exception {
        String stored = "{\"id\":\"d1\",\"observation\":\"o1\",\"depth\":\"both\",\"task\":\"t1\","
                + "\"place\":\"tenant/acme\",\"asked_by\":{\"id\":\"h1\",\"kind\":\"hypothesis\"},"
                + "\"fetched\":null,\"embedding\":{\"model\":\"minilm\",\"dimensions\":1,\"vector\":[0.1]},"
                + "\"present\":true}";
        assertThat(JSON.readValue(stored, DeepeningState.class)).isEqualTo(fold.apply(fold.absent(),
                made(null, new Embedding("minilm", 1, List.of(0.1f)))));
    }

    private static JsonNode made(Fetched fetched, Embedding embedding) {
        return ((JsonNode) DeepeningChanges.of(new DeepeningMade("acme/deepening/d1", "acme", "d1", "o1", "both",
                new AskedBy("h1", "hypothesis"), "t1", "tenant/acme", FROM, fetched, embedding)).get(0).op());
    }
}
