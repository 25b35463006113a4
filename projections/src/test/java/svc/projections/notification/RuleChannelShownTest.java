package svc.projections.notification;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import svc.command.api.NotificationRuleWritten;

/** A rule's channel is shown as it was given, and a rule written before channels had kinds shows its address. */
class RuleChannelShownTest {
    private static String shown(String kind, String address) throws Exception {
        return new ObjectMapper().writeValueAsString(RuleChannelShown.of(new NotificationRuleWritten(
                "acme/notification_rule/nr_1", "acme", "nr_1", "tenant/acme", "team", List.of("run set aside"), kind,
                address, null, "none", "ana", Instant.parse("2026-03-01T00:00:00Z"))));
    }

    @Test
    void eachKindIsShownByItsOwnMember() throws Exception {
        assertThat(shown("webhook", "https://chat.example.com/hooks/team"))
                .isEqualTo("{\"address\":\"https://chat.example.com/hooks/team\"}");
        assertThat(shown("email", "team@example.com")).isEqualTo("{\"email\":\"team@example.com\"}");
        assertThat(shown("log", null)).isEqualTo("{\"log\":true}");
    }

    @Test
    void aRuleWrittenBeforeChannelsHadKindsShowsItsAddress() throws Exception {
        assertThat(shown(null, "https://chat.example.com/hooks/team"))
                .isEqualTo("{\"address\":\"https://chat.example.com/hooks/team\"}");
    }
}
