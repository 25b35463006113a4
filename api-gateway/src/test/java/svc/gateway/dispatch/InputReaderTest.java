package svc.gateway.dispatch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.validation.Validation;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import svc.gateway.inputs.NotificationRuleInput;
import svc.gateway.inputs.SettleInput;
import svc.gateway.inputs.TaskInput;
import svc.gateway.inputs.UnitInput;
import svc.gateway.inputs.WebhookInput;
import svc.gateway.refusal.Refusal;
import svc.gateway.wire.WireJson;

/**
 * What an input's type refuses as a body is read, and the pointer each refusal names: the reading rules of every
 * route (shown on act/settle and read/unit), and the types of act/webhook and act/notification_rule. Rules a route
 * or an aggregate decides are tested there (TellingReaderTest, ChannelReaderTest, TellingTest, NotificationRuleTest).
 */
class InputReaderTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SECRET = "whsec-3f9a7c1e5b2d4a68";

    private final InputReader reader = new InputReader(new WireJson(),
            Validation.buildDefaultValidatorFactory().getValidator());

    @Test
    void aMissingRequiredMemberIsRefusedNamingIt() {
        assertThat(refusal("{\"hypothesis\":\"h-x\",\"on\":\"t\"}", SettleInput.class).members())
                .containsEntry("field", "/standing");
    }

    @Test
    void aValueOutsideAnEnumerationIsRefusedListingTheValuesAllowedInTheWiresWords() {
        Refusal refusal = refusal("{\"hypothesis\":\"h-x\",\"standing\":\"maybe\",\"on\":\"t\"}",
                SettleInput.class);
        assertThat(refusal.members()).containsEntry("field", "/standing");
        assertThat(refusal.getMessage()).contains("'supported'", "'refuted'", "'cannot tell'", "'under test'",
                "got 'maybe'");
    }

    @Test
    void aBlankRequiredTextIsRefusedNamingIt() {
        for (String on : List.of("", "   ")) {
            assertThat(refusal("{\"hypothesis\":\"h-x\",\"standing\":\"supported\",\"on\":\"" + on + "\"}",
                    SettleInput.class).members()).containsEntry("field", "/on");
        }
    }

    @Test
    void anIdLongerThanAnyUnitsIsRefusedNamingItBeforeAnythingIsLookedUp() {
        String tooLong = "h".repeat(201);
        assertThat(refusal("{\"hypothesis\":\"" + tooLong + "\",\"standing\":\"supported\",\"on\":\"t\"}",
                SettleInput.class).members()).containsEntry("field", "/hypothesis");
        assertThat(refusal("{\"task\":\"" + tooLong + "\"}", TaskInput.class).members())
                .containsEntry("field", "/task");
        assertThat(refusal("{\"unit\":{\"id\":\"" + tooLong + "\",\"kind\":\"hypothesis\"}}", UnitInput.class)
                .members()).containsEntry("field", "/unit/id");
    }

    @Test
    void aUnitKindOutsideTheEnumerationIsRefusedNamingIt() {
        Refusal refusal = refusal("{\"unit\":{\"id\":\"x\",\"kind\":\"widget\"}}", UnitInput.class);
        assertThat(refusal.members()).containsEntry("field", "/unit/kind");
        assertThat(refusal.getMessage()).contains("'hypothesis'", "got 'widget'");
    }

    @Test
    void aMemberOfTheWrongTypeIsRefusedNamingItAndWhatItMustBe() {
        Refusal refusal = refusal("{\"hypothesis\":\"h-x\",\"standing\":\"supported\",\"on\":42}",
                SettleInput.class);
        assertThat(refusal.members()).containsEntry("field", "/on");
        assertThat(refusal.getMessage()).contains("must be text");
    }

    @Test
    void aBodyThatIsNotJsonOrNotAnObjectIsRefusedAtTheWholeBody() {
        assertThat(refusal("{\"hypothesis\": h-x", SettleInput.class).members()).containsEntry("field", "");
        assertThat(refusal("[1,2]", UnitInput.class).members()).containsEntry("field", "");
        assertThat(refusal("null", UnitInput.class).members()).containsEntry("field", "");
    }

    @Test
    void anEmptyBodyReadsAsAnEmptyObjectAndIsRefusedForWhatIsRequired() {
        assertThat(refusal("", SettleInput.class).members()).containsEntry("field", "/hypothesis");
        assertThat(refusal(" \n", WebhookInput.class).members()).containsEntry("field", "/telling");
    }

    @Test
    void aWholeTellingIsRead() {
        WebhookInput read = reader.read(bytes(telling(t -> { })), WebhookInput.class);
        assertThat(read.telling().address()).isEqualTo("https://hooks.example.com/svc");
        assertThat(read.telling().triesBound()).isEqualTo(3);
    }

    @Test
    void aTellingAddressThatIsNotAUrlIsRefusedNamingIt() {
        assertThat(refusedField(telling(t -> t.put("address", "hooks.example.com/svc")), WebhookInput.class))
                .isEqualTo("/telling/address");
    }

    @Test
    void aMissingSecretIsRefusedNamingIt() {
        assertThat(refusedField(telling(t -> t.remove("secret")), WebhookInput.class)).isEqualTo("/telling/secret");
    }

    @Test
    void aShortSecretIsRefusedWithoutEchoingIt() {
        Refusal refusal = refusal(telling(t -> t.put("secret", "tiny-secret")), WebhookInput.class);
        assertThat(refusal.members()).containsEntry("field", "/telling/secret");
        assertThat(refusal.getMessage()).doesNotContain("tiny-secret");
    }

    @Test
    void aKindOutsideTheUnitKindsIsRefusedByItsPlace() {
        Refusal refusal = refusal(telling(t -> t.putArray("kinds").add("run").add("weather")), WebhookInput.class);
        assertThat(refusal.members()).containsEntry("field", "/telling/kinds/1");
        assertThat(refusal.getMessage()).contains("'notification_rule'").contains("got 'weather'");
    }

    @Test
    void noKindsAtAllAreRefusedNamingThem() {
        assertThat(refusedField(telling(t -> t.putArray("kinds")), WebhookInput.class)).isEqualTo("/telling/kinds");
    }

    @Test
    void anUnknownTellingMemberIsRefusedNamingIt() {
        Refusal refusal = refusal(telling(t -> t.put("colour", "blue")), WebhookInput.class);
        assertThat(refusal.members()).containsEntry("field", "/telling/colour");
        assertThat(refusal.getMessage()).contains("'colour' is not a member");
    }

    @Test
    void aMissingTellingIsRefusedNamingIt() {
        assertThat(refusedField(JSON.createObjectNode(), WebhookInput.class)).isEqualTo("/telling");
    }

    @Test
    void aWholeRuleIsRead() {
        NotificationRuleInput read = reader.read(bytes(rule()), NotificationRuleInput.class);
        assertThat(read.notices()).containsExactly("publishing withdrawn", "run set aside");
        assertThat(read.channel().address()).isEqualTo("https://chat.example.com/hooks/team");
    }

    @Test
    void aDigestOutsideTheEnumerationIsRefusedNamingItAndTheValuesItMayTake() {
        Refusal refusal = refusal(rule().put("digest", "weekly"), NotificationRuleInput.class);
        assertThat(refusal.members()).containsEntry("field", "/digest");
        assertThat(refusal.getMessage()).contains("'none', 'hourly', 'daily'");
    }

    @Test
    void aChannelThatIsNotAnObjectIsRefusedNamingIt() {
        assertThat(refusedField(rule().put("channel", "team"), NotificationRuleInput.class)).isEqualTo("/channel");
    }

    @Test
    void noNoticesAreRefusedNamingThem() {
        ObjectNode rule = rule();
        rule.putArray("notices");
        assertThat(refusedField(rule, NotificationRuleInput.class)).isEqualTo("/notices");
    }

    @Test
    void aBlankNoticeIsRefusedByItsPlace() {
        ObjectNode rule = rule();
        rule.putArray("notices").add("run set aside").add(" ");
        assertThat(refusedField(rule, NotificationRuleInput.class)).isEqualTo("/notices/1");
    }

    @Test
    void aMissingNameIsRefusedNamingIt() {
        ObjectNode rule = rule();
        rule.remove("name");
        assertThat(refusedField(rule, NotificationRuleInput.class)).isEqualTo("/name");
    }

    @Test
    void anEmailThatIsNotTextIsRefusedNamingIt() {
        ObjectNode rule = rule();
        rule.putObject("channel").put("email", 42);
        assertThat(refusedField(rule, NotificationRuleInput.class)).isEqualTo("/channel/email");
    }

    @Test
    void anUnknownChannelMemberIsRefusedNamingIt() {
        ObjectNode rule = rule();
        rule.putObject("channel").put("pager", "+351 000 000 000");
        assertThat(refusedField(rule, NotificationRuleInput.class)).isEqualTo("/channel/pager");
    }

    @Test
    void aLogThatIsNotTrueOrFalseIsRefusedNamingIt() {
        ObjectNode rule = rule();
        rule.putObject("channel").put("log", "yes");
        Refusal refusal = refusal(rule, NotificationRuleInput.class);
        assertThat(refusal.members()).containsEntry("field", "/channel/log");
        assertThat(refusal.getMessage()).contains("true or false");
    }

    @Test
    void anAddressThatIsNotTextIsRefusedNamingIt() {
        ObjectNode rule = rule();
        rule.putObject("channel").putArray("address").add("https://chat.example.com/hooks/team");
        assertThat(refusedField(rule, NotificationRuleInput.class)).isEqualTo("/channel/address");
    }

    private static ObjectNode telling(Consumer<ObjectNode> change) {
        ObjectNode input = JSON.createObjectNode();
        ObjectNode telling = input.putObject("telling");
        telling.put("address", "https://hooks.example.com/svc").put("secret", SECRET).put("tries_bound", 3);
        telling.putArray("kinds").add("publishing").add("run");
        change.accept(telling);
        return input;
    }

    private static ObjectNode rule() {
        ObjectNode input = JSON.createObjectNode().put("name", "team").put("digest", "hourly")
                .put("quiet_hours", "22:00-07:00");
        input.putArray("notices").add("publishing withdrawn").add("run set aside");
        input.putObject("channel").put("address", "https://chat.example.com/hooks/team");
        return input;
    }

    private Refusal refusal(String body, Class<?> type) {
        Refusal refusal = catchThrowableOfType(Refusal.class,
                () -> reader.read(body.getBytes(StandardCharsets.UTF_8), type));
        assertThat(refusal).as("a refusal of " + body).isNotNull();
        assertThat(refusal.code()).isEqualTo("invalid_input");
        return refusal;
    }

    private String refusedField(ObjectNode body, Class<?> type) {
        return (String) refusal(body, type).members().get("field");
    }

    private Refusal refusal(ObjectNode body, Class<?> type) {
        return refusal(body.toString(), type);
    }

    private static byte[] bytes(ObjectNode body) {
        return body.toString().getBytes(StandardCharsets.UTF_8);
    }
}
