package svc.command.notification;

import static svc.command.api.RuleBrokenMatchers.ruleBroken;

import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import svc.command.api.NotificationRuleWritten;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.WriteNotificationRule;

/** The rules of the NotificationRule aggregate, one given/when/then each. */
class NotificationRuleTest {
    static final String TENANT = "acme";
    static final String ID = "nr_1";
    static final String UNIT_ID = UnitIds.of(TENANT, UnitKind.NOTIFICATION_RULE, ID);
    static final String PLACE = "tenant/acme/brand/b1";
    static final String ADDRESS = "https://chat.example.com/hooks/team";
    static final List<String> NOTICES = List.of("publishing withdrawn", "run set aside");
    static final Instant AT = Instant.parse("2026-03-01T00:00:00Z");

    private AggregateTestFixture<NotificationRule> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(NotificationRule.class);
    }

    private static WriteNotificationRule write(List<String> notices, String address, String quietHours) {
        return write("webhook", address, notices, quietHours);
    }

    private static WriteNotificationRule write(String kind, String address, List<String> notices, String quietHours) {
        return new WriteNotificationRule(UNIT_ID, TENANT, ID, PLACE, "team", notices, kind, address, quietHours,
                "hourly", "ana", AT);
    }

    private static NotificationRuleWritten written(String quietHours) {
        return written("webhook", ADDRESS, quietHours);
    }

    private static NotificationRuleWritten written(String kind, String address, String quietHours) {
        return new NotificationRuleWritten(UNIT_ID, TENANT, ID, PLACE, "team", NOTICES, kind, address, quietHours,
                "hourly", "ana", AT);
    }

    @Test
    void writingRecordsTheRule() {
        fixture.givenNoPriorActivity()
                .when(write(NOTICES, ADDRESS, "22:00-07:00"))
                .expectEvents(written("22:00-07:00"));
    }

    @Test
    void quietHoursMayBeLeftOut() {
        fixture.givenNoPriorActivity()
                .when(write(NOTICES, ADDRESS, null))
                .expectEvents(written(null));
    }

    @Test
    void anIdIsWrittenOnce() {
        fixture.given(written(null))
                .when(write(NOTICES, ADDRESS, null))
                .expectNoEvents()
                .expectException(ruleBroken("written_once"));
    }

    @Test
    void aRuleNamesAtLeastOneNotice() {
        fixture.givenNoPriorActivity()
                .when(write(List.of(), ADDRESS, null))
                .expectNoEvents()
                .expectException(ruleBroken("names_a_notice"));
    }

    @Test
    void aChannelAddressThatIsNotAnAbsoluteHttpUrlIsRefused() {
        fixture.givenNoPriorActivity()
                .when(write(NOTICES, "mailto:team@example.com", null))
                .expectNoEvents()
                .expectException(ruleBroken("absolute_http_address"));
    }

    @Test
    void quietHoursThatAreNotASpanOfTheDayAreRefused() {
        fixture.givenNoPriorActivity()
                .when(write(NOTICES, ADDRESS, "10pm to 7am"))
                .expectNoEvents()
                .expectException(ruleBroken("quiet_hours_span"));
    }

    @Test
    void quietHoursWhoseEndsAreTheSameAreRefused() {
        fixture.givenNoPriorActivity()
                .when(write(NOTICES, ADDRESS, "07:00-07:00"))
                .expectNoEvents()
                .expectException(ruleBroken("quiet_hours_span"));
    }

    @Test
    void quietHoursMayNameATimeZone() {
        fixture.givenNoPriorActivity()
                .when(write(NOTICES, ADDRESS, "22:00-07:00 Europe/Lisbon"))
                .expectEvents(written("22:00-07:00 Europe/Lisbon"));
    }

    @Test
    void quietHoursInAZoneThatDoesNotExistAreRefused() {
        fixture.givenNoPriorActivity()
                .when(write(NOTICES, ADDRESS, "22:00-07:00 Europe/Atlantis"))
                .expectNoEvents()
                .expectException(ruleBroken("quiet_hours_span"));
    }

    @Test
    void aNoticeThePlatformDoesNotGiveIsRefusedByItsPlace() {
        fixture.givenNoPriorActivity()
                .when(write(List.of("publishing withdrawn", "run parked"), ADDRESS, null))
                .expectNoEvents()
                .expectException(ruleBroken("known_notice"));
    }

    @Test
    void anEmailChannelRecordsTheMailbox() {
        fixture.givenNoPriorActivity()
                .when(write("email", "team@example.com", NOTICES, null))
                .expectEvents(written("email", "team@example.com", null));
    }

    @Test
    void anEmailChannelWhoseAddressIsNoMailboxIsRefused() {
        fixture.givenNoPriorActivity()
                .when(write("email", "team at example.com", NOTICES, null))
                .expectNoEvents()
                .expectException(ruleBroken("email_address"));
    }

    @Test
    void anEmailChannelWithAWebAddressIsRefused() {
        fixture.givenNoPriorActivity()
                .when(write("email", ADDRESS, NOTICES, null))
                .expectNoEvents()
                .expectException(ruleBroken("email_address"));
    }

    @Test
    void aLogChannelRecordsNoAddress() {
        fixture.givenNoPriorActivity()
                .when(write("log", null, NOTICES, null))
                .expectEvents(written("log", null, null));
    }

    @Test
    void aLogChannelWithAnAddressIsRefused() {
        fixture.givenNoPriorActivity()
                .when(write("log", ADDRESS, NOTICES, null))
                .expectNoEvents()
                .expectException(ruleBroken("log_told_alone"));
    }

    @Test
    void aChannelOfAnotherKindIsRefused() {
        fixture.givenNoPriorActivity()
                .when(write("pager", ADDRESS, NOTICES, null))
                .expectNoEvents()
                .expectException(ruleBroken("one_channel"));
    }

    @Test
    void aChannelOfNoKindIsAWebhookAddress() {
        fixture.givenNoPriorActivity()
                .when(write(null, "team@example.com", NOTICES, null))
                .expectNoEvents()
                .expectException(ruleBroken("absolute_http_address"));
    }
}
