package svc.projections.notification;

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
import svc.command.api.NotificationRuleCallFailed;
import svc.command.api.NotificationRuleDisabled;
import svc.command.api.NotificationRuleWritten;
import svc.projections.delivery.Delivery;
import svc.projections.notification.NotificationRuleState.Channel;

/** How a notification rule's change points fold into its state, and how both are kept. */
class NotificationRuleFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Instant FROM = Instant.parse("2026-03-01T00:00:00Z");
    static final String WRITTEN = "{\"op\":\"write\",\"id\":\"nr_1\",\"place\":\"tenant/acme\",\"name\":\"team\","
            + "\"quiet_hours\":\"22:00-07:00\",\"digest\":\"none\",\"written_by\":\"ana\","
            + "\"notices\":[\"run set aside\"],\"channel\":{\"address\":\"https://chat.example.com/hooks/team\"}}";
    final NotificationRuleFold fold = new NotificationRuleFold();

    @Test
    void aWrittenRuleHoldsEveryFieldItWasWrittenWithAndNoDeliveryYet() {
        assertThat(fold.apply(fold.absent(), written("webhook", "https://chat.example.com/hooks/team", "22:00-07:00")))
                .isEqualTo(new NotificationRuleState(true, "nr_1", "tenant/acme", "team", List.of("run set aside"),
                        new Channel("https://chat.example.com/hooks/team", null, null), "22:00-07:00", "none", "ana",
                        Delivery.NONE));
    }

    @Test
    void theChannelIsHeldByItsOwnMember() {
        assertThat(fold.apply(fold.absent(), written("email", "team@example.com", null)).channel())
                .isEqualTo(new Channel(null, "team@example.com", null));
        assertThat(fold.apply(fold.absent(), written("log", null, null)).channel())
                .isEqualTo(new Channel(null, null, true));
    }

    @Test
    void aFailedCallAndADisablingAreKeptAsATellingsAre() {
        NotificationRuleState state = fold.apply(fold.apply(written(), failed(410)), disabled());
        assertThat(state.delivery()).isEqualTo(new Delivery(List.of(new Delivery.Call(FROM.toString(), "msg_1", 1,
                410, null)), 1, new Delivery.Disabled(FROM.toString(), "410 Gone")));
    }

    @Test
    void writingAgainKeepsWhatDeliveriesDid() {
        NotificationRuleState failed = fold.apply(written(), failed(500));
        NotificationRuleState again = fold.apply(failed, written("email", "team@example.com", null));
        assertThat(again.channel().email()).isEqualTo("team@example.com");
        assertThat(again.delivery()).isEqualTo(failed.delivery());
    }

    @Test
    void aChangeThatIsNeitherAWritingNorADeliveryIsRefused() {
        assertThatThrownBy(() -> JSON.readValue("{\"op\":\"end\"}", fold.changeType()))
                .isInstanceOf(InvalidTypeIdException.class);
    }

    /** Change points written before the changes were records read back, and are written again byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
            WRITTEN,
            "{\"op\":\"write\",\"id\":\"nr_1\",\"place\":\"tenant/acme\",\"name\":\"team\",\"quiet_hours\":null,"
                    + "\"digest\":\"daily\",\"written_by\":\"ana\","
                    + "\"notices\":[\"run set aside\",\"publishing withdrawn\"],"
                    + "\"channel\":{\"email\":\"team@example.com\"}}",
            "{\"op\":\"write\",\"id\":\"nr_1\",\"place\":null,\"name\":null,\"quiet_hours\":null,\"digest\":null,"
                    + "\"written_by\":null,\"notices\":[],\"channel\":{\"log\":true}}"})
    @MethodSource("svc.projections.delivery.DeliveryForms#stored")
    void aChangeIsKeptAsItsOpNamedJson(String stored) throws Exception {
        NotificationRuleChange change = JSON.readValue(stored, fold.changeType());
        assertThat(JSON.writeValueAsString(change)).isEqualTo(stored);
    }

    /** The command side never gave a channel without its address; the fold always read one as no channel member. */
    @Test
    void aChannelKeptWithoutItsAddressHoldsNoMember() throws Exception {
        NotificationRuleChange change = JSON.readValue(WRITTEN.replace("\"https://chat.example.com/hooks/team\"",
                "null"), fold.changeType());
        assertThat(fold.apply(fold.absent(), change).channel()).isEqualTo(new Channel(null, null, null));
    }

    @Test
    void aChangeIsWrittenAsItWasBeforeItWasARecord() throws Exception {
        assertThat(JSON.writeValueAsString(written("webhook", "https://chat.example.com/hooks/team", "22:00-07:00")))
                .isEqualTo(WRITTEN);
        assertThat(JSON.writeValueAsString(written(null, "https://chat.example.com/hooks/team", "22:00-07:00")))
                .isEqualTo(WRITTEN);
        assertThat(JSON.writeValueAsString(written("log", null, null))).isEqualTo("{\"op\":\"write\",\"id\":\"nr_1\","
                + "\"place\":\"tenant/acme\",\"name\":\"team\",\"quiet_hours\":null,\"digest\":\"none\","
                + "\"written_by\":\"ana\",\"notices\":[\"run set aside\"],\"channel\":{\"log\":true}}");
        assertThat(JSON.writeValueAsString(failed(503))).isEqualTo("{\"op\":\"call_failed\",\"message\":\"msg_1\","
                + "\"try\":1,\"at\":\"2026-03-01T00:00:00Z\",\"status\":503,\"error\":null}");
        assertThat(JSON.writeValueAsString(disabled()))
                .isEqualTo("{\"op\":\"disable\",\"reason\":\"410 Gone\",\"at\":\"2026-03-01T00:00:00Z\"}");
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithoutTheUnset() throws Exception {
        NotificationRuleState state = fold.apply(fold.absent(), written("log", null, "22:00-07:00"));
        JsonNode kept = JSON.readTree(JSON.writeValueAsString(state));
        assertThat(kept.path("quiet_hours").asText()).isEqualTo("22:00-07:00");
        assertThat(kept.has("written_by")).isTrue();
        assertThat(kept.path("channel").toString()).isEqualTo("{\"log\":true}");
        assertThat(kept.path("failed_calls").isArray()).isTrue();
        assertThat(kept.path("failed_call_count").isInt()).isTrue();
        assertThat(kept.has("delivery")).isFalse();
        assertThat(kept.has("disabled")).isFalse();
        assertThat(JSON.treeToValue(kept, NotificationRuleState.class)).isEqualTo(state);
        assertThat(JSON.readTree(JSON.writeValueAsString(written())).has("quiet_hours")).isFalse();
    }

    @Test
    void aRowKeptBeforeRulesHadARecordReadsBack() throws Exception {
        String stored = "{\"present\":true,\"id\":\"nr_1\",\"place\":\"tenant/acme\",\"name\":\"team\","
                + "\"notices\":[\"run set aside\"],\"channel\":{\"address\":\"https://chat.example.com/hooks/team\"},"
                + "\"quiet_hours\":null,\"digest\":\"none\",\"written_by\":\"ana\",\"failed_calls\":[],"
                + "\"failed_call_count\":0,\"disabled\":null}";
        assertThat(JSON.readValue(stored, NotificationRuleState.class)).isEqualTo(written());
    }

    private NotificationRuleState written() {
        return fold.apply(fold.absent(), written("webhook", "https://chat.example.com/hooks/team", null));
    }

    private static NotificationRuleChange written(String kind, String address, String quietHours) {
        return (NotificationRuleChange) NotificationRuleChanges.of(new NotificationRuleWritten(
                "acme/notification_rule/nr_1", "acme", "nr_1", "tenant/acme", "team", List.of("run set aside"), kind,
                address, quietHours, "none", "ana", FROM)).get(0).op();
    }

    private static NotificationRuleChange failed(int status) {
        return NotificationRuleChanges.callFailed(new NotificationRuleCallFailed("acme/notification_rule/nr_1",
                new FailedCall("msg_1", 1, FROM, status, null)));
    }

    private static NotificationRuleChange disabled() {
        return NotificationRuleChanges.disabled(new NotificationRuleDisabled("acme/notification_rule/nr_1",
                "410 Gone", FROM));
    }
}
