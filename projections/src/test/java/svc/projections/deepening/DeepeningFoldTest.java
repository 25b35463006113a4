package svc.projections.deepening;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import svc.command.api.AskedBy;
import svc.command.api.DeepeningMade;
import svc.command.api.Embedding;
import svc.command.api.Fetched;

/** How a deepening's change point folds into its state, and how both are kept. */
class DeepeningFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    static final Fetched FETCHED = new Fetched("https://a.example/news", "text/html", 1234L, "prices up",
            FROM.minusSeconds(5));
    static final Embedding EMBEDDING = new Embedding("minilm", 3, List.of(0.1f, -0.25f, 1.0E-5f));
    static final String MADE = "{\"op\":\"make\",\"id\":\"d1\",\"observation\":\"o1\",\"depth\":\"both\","
            + "\"task\":\"t1\",\"place\":\"tenant/acme\",\"asked_by\":{\"id\":\"h1\",\"kind\":\"hypothesis\"},"
            + "\"fetched\":{\"address\":\"https://a.example/news\",\"content_type\":\"text/html\",\"bytes\":1234,"
            + "\"text\":\"prices up\",\"fetched_at\":\"2025-12-31T23:59:55Z\"},"
            + "\"embedding\":{\"model\":\"minilm\",\"dimensions\":3,\"vector\":[0.1,-0.25,1.0E-5]}}";
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
        assertThatThrownBy(() -> JSON.readValue("{\"op\":\"end\"}", fold.changeType()))
                .isInstanceOf(InvalidTypeIdException.class);
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

    /** Change points written before the changes were records read back, and are written again byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
            MADE,
            "{\"op\":\"make\",\"id\":\"d1\",\"observation\":\"o1\",\"depth\":\"both\",\"task\":\"t1\","
                    + "\"place\":\"tenant/acme\",\"asked_by\":{\"id\":\"h1\",\"kind\":\"hypothesis\"},"
                    + "\"fetched\":null,\"embedding\":null}",
            "{\"op\":\"make\",\"id\":\"d1\",\"observation\":\"o1\",\"depth\":\"both\",\"task\":\"t1\","
                    + "\"place\":\"tenant/acme\",\"asked_by\":{\"id\":\"h1\",\"kind\":\"hypothesis\"},"
                    + "\"fetched\":null,\"embedding\":{\"model\":\"minilm\",\"dimensions\":2,"
                    + "\"vector\":[3.4028235E38,1.4E-45]}}",
            "{\"op\":\"make\",\"id\":\"d1\",\"observation\":\"o1\",\"depth\":\"both\",\"task\":null,"
                    + "\"place\":null,\"asked_by\":{\"id\":null,\"kind\":null},"
                    + "\"fetched\":{\"address\":null,\"content_type\":null,\"bytes\":0,\"text\":null,"
                    + "\"fetched_at\":\"2026-01-01T00:00:00Z\"},"
                    + "\"embedding\":{\"model\":null,\"dimensions\":0,\"vector\":[]}}"})
    void aChangeIsKeptAsItsOpNamedJson(String stored) throws Exception {
        DeepeningChange change = JSON.readValue(stored, fold.changeType());
        assertThat(JSON.writeValueAsString(change)).isEqualTo(stored);
    }

    @Test
    void aChangeIsWrittenAsItWasBeforeItWasARecord() throws Exception {
        assertThat(JSON.writeValueAsString(made(FETCHED, EMBEDDING))).isEqualTo(MADE);
        assertThat(JSON.writeValueAsString(made(null, null))).isEqualTo("{\"op\":\"make\",\"id\":\"d1\","
                + "\"observation\":\"o1\",\"depth\":\"both\",\"task\":\"t1\",\"place\":\"tenant/acme\","
                + "\"asked_by\":{\"id\":\"h1\",\"kind\":\"hypothesis\"},\"fetched\":null,\"embedding\":null}");
    }

    @Test
    void aDeepeningReadBackFoldsAsTheEventsDeepeningDid() throws Exception {
        assertThat(fold.apply(fold.absent(), JSON.readValue(MADE, fold.changeType())))
                .isEqualTo(fold.apply(fold.absent(), made(FETCHED, EMBEDDING)));
    }

    private static DeepeningChange made(Fetched fetched, Embedding embedding) {
        return (DeepeningChange) DeepeningChanges.of(new DeepeningMade("acme/deepening/d1", "acme", "d1", "o1",
                "both", new AskedBy("h1", "hypothesis"), "t1", "tenant/acme", FROM, fetched, embedding)).get(0).op();
    }
}
