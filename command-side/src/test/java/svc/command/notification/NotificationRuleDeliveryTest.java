package svc.command.notification;

import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.DisableNotificationRule;
import svc.command.api.FailedCall;
import svc.command.api.NotificationRuleCallFailed;
import svc.command.api.NotificationRuleDisabled;
import svc.command.api.NotificationRuleWritten;
import svc.command.api.RecordRuleCallFailed;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;

/** What the deliverer records on a notification rule, one given/when/then each. */
class NotificationRuleDeliveryTest {
    static final String UNIT_ID = UnitIds.of("acme", UnitKind.NOTIFICATION_RULE, "nr_1");
    static final Instant AT = Instant.parse("2026-03-01T00:00:00Z");

    private AggregateTestFixture<NotificationRule> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(NotificationRule.class);
    }

    private static NotificationRuleWritten written() {
        return new NotificationRuleWritten(UNIT_ID, "acme", "nr_1", "tenant/acme", "team",
                List.of("publishing withdrawn"), "webhook", "https://chat.example.com/hooks/team", null, "none",
                "ana", AT);
    }

    @Test
    void aFailedCallIsRecorded() {
        FailedCall call = new FailedCall("msg_1", 1, AT.plusSeconds(1), null, "connection refused");
        fixture.given(written())
                .when(new RecordRuleCallFailed(UNIT_ID, call))
                .expectEvents(new NotificationRuleCallFailed(UNIT_ID, call));
    }

    @Test
    void disablingRecordsTheReason() {
        fixture.given(written())
                .when(new DisableNotificationRule(UNIT_ID, "the channel answered 410 Gone", AT))
                .expectEvents(new NotificationRuleDisabled(UNIT_ID, "the channel answered 410 Gone", AT));
    }

    @Test
    void aDisabledRuleIsDisabledOnce() {
        fixture.given(written(), new NotificationRuleDisabled(UNIT_ID, "gone", AT))
                .when(new DisableNotificationRule(UNIT_ID, "gone again", AT.plusSeconds(1)))
                .expectSuccessfulHandlerExecution()
                .expectNoEvents();
    }
}
