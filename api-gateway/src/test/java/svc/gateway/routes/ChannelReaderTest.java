package svc.gateway.routes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import org.junit.jupiter.api.Test;
import svc.command.api.ChannelKinds;
import svc.command.api.RuleBroken;
import svc.gateway.inputs.NotificationChannel;
import svc.gateway.refusal.Refusal;
import svc.gateway.refusal.RuleFields;

class ChannelReaderTest {
    @Test
    void anAddressIsAWebhookChannel() {
        assertThat(ChannelReader.read(new NotificationChannel("https://chat.example.com/hooks/team", null, null)))
                .isEqualTo(new ChannelReader.Channel(ChannelKinds.WEBHOOK, "https://chat.example.com/hooks/team"));
    }

    @Test
    void anEmailIsAMailChannel() {
        assertThat(ChannelReader.read(new NotificationChannel(null, "team@example.com", null)))
                .isEqualTo(new ChannelReader.Channel(ChannelKinds.EMAIL, "team@example.com"));
    }

    @Test
    void theLogIsAChannelWithoutAnAddress() {
        assertThat(ChannelReader.read(new NotificationChannel(null, null, true)))
                .isEqualTo(new ChannelReader.Channel(ChannelKinds.LOG, null));
    }

    @Test
    void anEmptyChannelIsRefusedNamingIt() {
        assertThat(field(new NotificationChannel(null, null, null))).isEqualTo("/channel");
    }

    @Test
    void aChannelWithTwoMembersIsRefusedNamingTheSecond() {
        assertThat(field(new NotificationChannel("https://chat.example.com/hooks/team", "team@example.com", null)))
                .isEqualTo("/channel/email");
        assertThat(field(new NotificationChannel(null, "team@example.com", true))).isEqualTo("/channel/log");
    }

    @Test
    void aLogThatIsNotTrueIsRefusedNamingIt() {
        assertThat(field(new NotificationChannel(null, null, false))).isEqualTo("/channel/log");
    }

    @Test
    void anEmailAddressOfAnotherShapeIsRefusedNamingItAndTheRule() {
        Throwable thrown = catchThrowable(() -> ChannelReader.read(new NotificationChannel(null, "team at example.com",
                null)));
        assertThat(thrown).isInstanceOf(RuleBroken.class);
        assertThat(RuleFields.field((RuleBroken) thrown)).isEqualTo("/channel/email");
        assertThat(((RuleBroken) thrown).rule()).isEqualTo("email_address");
    }

    private static Object field(NotificationChannel channel) {
        Throwable thrown = catchThrowable(() -> ChannelReader.read(channel));
        assertThat(thrown).isInstanceOf(Refusal.class);
        return ((Refusal) thrown).members().get("field");
    }
}
