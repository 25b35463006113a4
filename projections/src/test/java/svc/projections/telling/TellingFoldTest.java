package svc.projections.telling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import svc.command.api.FailedCall;
import svc.command.api.TellingCallFailed;
import svc.command.api.TellingDisabled;
import svc.command.api.TellingRegistered;
import svc.projections.delivery.Delivery;

/** How a Telling's change points fold into its state, and how both are kept. */
class TellingFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    final TellingFold fold = new TellingFold();

    @Test
    void aRegisteredTellingHoldsEveryFieldButTheSecretAndNoDeliveryYet() {
        assertThat(fold.apply(fold.absent(), registered("https://hooks.example.com/a")))
                .isEqualTo(new TellingState(true, "tl_1", "acme", "tenant/acme", "https://hooks.example.com/a",
                        List.of("run", "publishing"), "…3f9a", 3, Delivery.NONE));
    }

    @Test
    void aFailedCallIsKeptAsRecordedAndCounted() {
        TellingState failed = fold.apply(registered(), failed(2, 503, null));
        assertThat(failed.delivery().failedCalls())
                .containsExactly(new Delivery.Call(FROM.toString(), "msg_2", 2, 503, null));
        assertThat(failed.delivery().failedCallCount()).isEqualTo(1);
    }

    @Test
    void onlyTheLatestCallsAreKeptWhileEveryOneIsCounted() {
        TellingState state = registered();
        for (int attempt = 1; attempt <= Delivery.KEPT_CALLS + 2; attempt++) {
            state = fold.apply(state, failed(attempt, null, "timed out"));
        }
        assertThat(state.delivery().failedCalls()).hasSize(Delivery.KEPT_CALLS)
                .extracting(Delivery.Call::attempt).startsWith(3).endsWith(Delivery.KEPT_CALLS + 2);
        assertThat(state.delivery().failedCallCount()).isEqualTo(Delivery.KEPT_CALLS + 2);
    }

    @Test
    void disablingSaysSinceWhenAndWhy() {
        assertThat(fold.apply(registered(), disabled()).delivery().disabled())
                .isEqualTo(new Delivery.Disabled(FROM.toString(), "410 Gone"));
    }

    @Test
    void registeringAgainKeepsWhatDeliveriesDid() {
        TellingState failed = fold.apply(registered(), failed(1, 500, null));
        TellingState again = fold.apply(failed, registered("https://hooks.example.com/b"));
        assertThat(again.address()).isEqualTo("https://hooks.example.com/b");
        assertThat(again.delivery()).isEqualTo(failed.delivery());
    }

    @Test
    void aChangeThatIsNeitherARegistrationNorADeliveryIsRefused() {
        assertThatThrownBy(() -> JSON.readValue("{\"op\":\"end\"}", fold.changeType()))
                .isInstanceOf(InvalidTypeIdException.class);
    }

    /** Change points written before the changes were records read back, and are written again byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
            "{\"op\":\"register\",\"id\":\"tl_1\",\"tenant\":\"acme\",\"place\":\"tenant/acme\","
                    + "\"address\":\"https://hooks.example.com/a\",\"secret_hint\":\"…3f9a\",\"tries_bound\":3,"
                    + "\"kinds\":[\"run\",\"publishing\"]}",
            "{\"op\":\"register\",\"id\":\"tl_1\",\"tenant\":\"acme\",\"place\":null,\"address\":null,"
                    + "\"secret_hint\":null,\"tries_bound\":0,\"kinds\":[]}"})
    @MethodSource("svc.projections.delivery.DeliveryForms#stored")
    void aChangeIsKeptAsItsOpNamedJson(String stored) throws Exception {
        TellingChange change = JSON.readValue(stored, fold.changeType());
        assertThat(JSON.writeValueAsString(change)).isEqualTo(stored);
    }

    @Test
    void aChangeIsWrittenAsItWasBeforeItWasARecord() throws Exception {
        assertThat(JSON.writeValueAsString(registered("https://hooks.example.com/a"))).isEqualTo(
                "{\"op\":\"register\",\"id\":\"tl_1\",\"tenant\":\"acme\",\"place\":\"tenant/acme\","
                        + "\"address\":\"https://hooks.example.com/a\",\"secret_hint\":\"…3f9a\",\"tries_bound\":3,"
                        + "\"kinds\":[\"run\",\"publishing\"]}");
        assertThat(JSON.writeValueAsString(failed(2, 503, null))).isEqualTo("{\"op\":\"call_failed\","
                + "\"message\":\"msg_2\",\"try\":2,\"at\":\"2026-01-01T00:00:00Z\",\"status\":503,\"error\":null}");
        assertThat(JSON.writeValueAsString(failed(1, null, "timed out"))).isEqualTo("{\"op\":\"call_failed\","
                + "\"message\":\"msg_1\",\"try\":1,\"at\":\"2026-01-01T00:00:00Z\",\"status\":null,"
                + "\"error\":\"timed out\"}");
        assertThat(JSON.writeValueAsString(disabled()))
                .isEqualTo("{\"op\":\"disable\",\"reason\":\"410 Gone\",\"at\":\"2026-01-01T00:00:00Z\"}");
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithTheDeliveryBesideTheTellingsOwn() throws Exception {
        TellingState failed = fold.apply(registered(), failed(1, null, "refused"));
        JsonNode kept = JSON.readTree(JSON.writeValueAsString(failed));
        assertThat(kept.has("secret_hint")).isTrue();
        assertThat(kept.path("tries_bound").isInt()).isTrue();
        assertThat(kept.path("failed_call_count").asInt()).isEqualTo(1);
        assertThat(kept.path("failed_calls").get(0).toString()).isEqualTo(
                "{\"at\":\"" + FROM + "\",\"message\":\"msg_1\",\"try\":1,\"status\":null,\"error\":\"refused\"}");
        assertThat(kept.has("delivery")).isFalse();
        assertThat(kept.has("disabled")).isFalse();
        assertThat(JSON.treeToValue(kept, TellingState.class)).isEqualTo(failed);
    }

    @Test
    void aRowKeptBeforeTellingsHadARecordReadsBack() throws Exception {
        String stored = "{\"present\":true,\"id\":\"tl_1\",\"tenant\":\"acme\",\"place\":\"tenant/acme\","
                + "\"address\":\"https://hooks.example.com/a\",\"kinds\":[\"run\",\"publishing\"],"
                + "\"secret_hint\":\"…3f9a\",\"tries_bound\":3,\"failed_calls\":[],\"failed_call_count\":0,"
                + "\"disabled\":null}";
        assertThat(JSON.readValue(stored, TellingState.class)).isEqualTo(registered());
    }

    private TellingState registered() {
        return fold.apply(fold.absent(), registered("https://hooks.example.com/a"));
    }

    private static TellingChange registered(String address) {
        return (TellingChange) TellingChanges.of(new TellingRegistered("acme/telling/tl_1", "acme", "tl_1",
                "tenant/acme", address, List.of("run", "publishing"), "sealed", "…3f9a", 3, FROM)).get(0).op();
    }

    private static TellingChange failed(int attempt, Integer status, String error) {
        return TellingChanges.callFailed(new TellingCallFailed("acme/telling/tl_1",
                new FailedCall("msg_" + attempt, attempt, FROM, status, error)));
    }

    private static TellingChange disabled() {
        return TellingChanges.disabled(new TellingDisabled("acme/telling/tl_1", "410 Gone", FROM));
    }
}
