package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import svc.command.api.RecordRun;
import svc.command.api.RegisterTelling;
import svc.command.api.SecretSeal;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.WriteNotificationRule;
import svc.command.store.AxonStorageConfig;
import svc.ops.SvcApplication;
import svc.projections.MutableClock;
import svc.workers.tell.Deliverer;

/**
 * Digests, quiet hours and retries in virtual time: the server's clock is moved by hand and the deliverer is run by
 * the test (its own beat is an hour apart), so each message is seen to go out exactly when its schedule says, in
 * the quiet hours' time zone, and not a moment before.
 */
@SpringBootTest(classes = SvcApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
        properties = {"axon.axonserver.enabled=false", "axon.update-check.disabled=true", "svc.beat.enabled=false",
                "svc.notices.interval=1h", "svc.notices.allow-private-addresses=true", "svc.notices.jitter=0",
                "svc.notices.retry-schedule=5s,5m,30m", "svc.notices.timeout=5s", "svc.notices.lease=10s"})
@Import(NoticesInVirtualTimeTest.VirtualTime.class)
@DirtiesContext
class NoticesInVirtualTimeTest {
    static final MutableClock CLOCK = new MutableClock(Instant.parse("2026-01-05T00:00:00Z"));
    static final ObjectMapper JSON = new ObjectMapper();

    @TestConfiguration
    static class VirtualTime {
        @Bean
        @Primary
        Clock virtualClock() {
            return CLOCK;
        }
    }

    @DynamicPropertySource
    static void datasource(DynamicPropertyRegistry registry) {
        FreshDatabase.h2(registry);
    }

    @Autowired
    CommandGateway commands;
    @Autowired
    Deliverer deliverer;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    SecretSeal seal;

    Receiver receiver;
    String tenant;

    @BeforeEach
    void aFreshWeek() throws Exception {
        receiver = new Receiver();
        tenant = "t" + UUID.randomUUID().toString().replace("-", "").substring(0, 8);
        CLOCK.set(CLOCK.instant().truncatedTo(ChronoUnit.DAYS).plus(7, ChronoUnit.DAYS));
    }

    @AfterEach
    void closeReceiver() {
        receiver.close();
    }

    @Test
    void anHourlyDigestGathersTheHoursNoticesAndGoesOutOnTheHour() throws Exception {
        at("21:00");
        String rule = rule("webhook", receiver.address(), null, "hourly");
        at("21:30");
        run("r1");
        at("21:50");
        run("r2");
        untilNotices(rule, 2);

        at("21:59:59");
        deliverer.deliverDue();
        assertThat(receiver.calls()).isEmpty();

        at("22:00");
        deliverer.deliverDue();
        assertThat(receiver.calls()).hasSize(1);
        JsonNode digest = JSON.readTree(receiver.calls().get(0).body());
        assertThat(digest.get("type").asText()).isEqualTo("notices");
        assertThat(digest.at("/data/rule/name").asText()).isEqualTo("team");
        assertThat(digest.at("/data/notices")).extracting(notice -> notice.at("/data/unit/id").asText())
                .containsExactly("r1", "r2");
        assertThat(digest.get("timestamp").asText()).isEqualTo(today("22:00").toString());
    }

    @Test
    void quietHoursInTheirTimeZoneHoldANoticeUntilTheyEnd() throws Exception {
        at("02:00");
        String rule = rule("webhook", receiver.address(), "22:00-07:00 America/New_York", "none");
        at("02:30");
        run("before-quiet");
        untilNotices(rule, 1);
        deliverer.deliverDue();
        assertThat(receiver.calls()).hasSize(1);

        at("03:30");
        run("in-quiet");
        untilNotices(rule, 2);
        deliverer.deliverDue();
        at("11:59:59");
        deliverer.deliverDue();
        assertThat(receiver.calls()).hasSize(1);

        at("12:00");
        deliverer.deliverDue();
        assertThat(receiver.calls()).hasSize(2);
        assertThat(receiver.calls().get(1).body()).contains("in-quiet");
    }

    @Test
    void aDailyDigestGoesOutAtMidnightOfItsZoneOrWhenItsQuietHoursEnd() throws Exception {
        at("09:00");
        String rule = rule("webhook", receiver.address(), "23:00-06:00 Europe/Lisbon", "daily");
        at("10:00");
        run("morning");
        at("15:00");
        run("afternoon");
        untilNotices(rule, 2);

        CLOCK.set(today("05:59:59").plus(1, ChronoUnit.DAYS));
        deliverer.deliverDue();
        assertThat(receiver.calls()).isEmpty();

        CLOCK.set(today("06:00").plus(1, ChronoUnit.DAYS));
        deliverer.deliverDue();
        assertThat(receiver.calls()).hasSize(1);
        assertThat(JSON.readTree(receiver.calls().get(0).body()).at("/data/notices")).hasSize(2);
    }

    @Test
    void aFailedMessageIsTriedAgainOnlyWhenTheScheduleSaysThenGivenUp() throws Exception {
        receiver.answer(503);
        at("09:00");
        String telling = telling(3);
        run("flaky");
        untilNotices(telling, 1);
        CLOCK.advance(Duration.ofSeconds(1));

        deliverer.deliverDue();
        assertThat(receiver.calls()).hasSize(1);
        CLOCK.advance(Duration.ofMillis(4999));
        deliverer.deliverDue();
        assertThat(receiver.calls()).hasSize(1);
        CLOCK.advance(Duration.ofMillis(1));
        deliverer.deliverDue();
        assertThat(receiver.calls()).hasSize(2);
        CLOCK.advance(Duration.ofMinutes(5).minusMillis(1));
        deliverer.deliverDue();
        assertThat(receiver.calls()).hasSize(2);
        CLOCK.advance(Duration.ofMillis(1));
        deliverer.deliverDue();
        assertThat(receiver.calls()).hasSize(3);
        CLOCK.advance(Duration.ofDays(2));
        deliverer.deliverDue();

        assertThat(receiver.calls()).hasSize(3);
        assertThat(receiver.calls()).extracting(call -> call.header("webhook-id")).containsOnly(
                receiver.calls().get(0).header("webhook-id"));
        assertThat(jdbc.queryForObject("SELECT state FROM notice WHERE target_id = ?", String.class, telling))
                .isEqualTo("failed");
    }

    @Test
    void anEmailChannelWritesItsMessageToTheOutboxForTheMailRelay() throws Exception {
        at("09:00");
        String rule = rule("email", "team@example.com", null, "none");
        run("mailed");
        untilNotices(rule, 1);
        CLOCK.advance(Duration.ofSeconds(1));

        deliverer.deliverDue();
        deliverer.deliverDue();

        List<Map<String, Object>> mail = jdbc.queryForList("SELECT to_address, subject, body FROM email_outbox "
                + "WHERE rule_id = ?", rule);
        assertThat(mail).hasSize(1);
        assertThat(mail.get(0).get("to_address")).isEqualTo("team@example.com");
        assertThat(mail.get(0).get("subject").toString()).contains("team");
        assertThat(mail.get(0).get("body").toString()).contains("mailed").contains("run.recorded");
        assertThat(jdbc.queryForObject("SELECT state FROM notice WHERE target_id = ?", String.class, rule))
                .isEqualTo("delivered");
    }

    private String rule(String channel, String address, String quietHours, String digest) {
        String id = "nr_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        String unitId = UnitIds.of(tenant, UnitKind.NOTIFICATION_RULE, id);
        send(new WriteNotificationRule(unitId, tenant, id, "tenant/" + tenant, "team", List.of("run recorded"),
                channel, address, quietHours, digest, "ana", CLOCK.instant()));
        untilTarget(unitId);
        return unitId;
    }

    private String telling(int triesBound) {
        String id = "tl_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        String unitId = UnitIds.of(tenant, UnitKind.TELLING, id);
        send(new RegisterTelling(unitId, tenant, id, "tenant/" + tenant, receiver.address(), List.of("run"),
                seal.seal("whsec-virtual-time-secret", unitId), "****cret", triesBound, CLOCK.instant()));
        untilTarget(unitId);
        return unitId;
    }

    private void run(String key) {
        send(new RecordRun(UnitIds.of(tenant, UnitKind.RUN, key), tenant, key, "tenant/" + tenant,
                "https://shop.example.com/" + key, CLOCK.instant(), null));
    }

    private void send(Object command) {
        commands.sendAndWait(GenericCommandMessage.asCommandMessage(command).andMetaData(Map.of(
                AxonStorageConfig.BY, "ana", AxonStorageConfig.RUN, "run_virtual_time",
                AxonStorageConfig.ROUTE, "test", AxonStorageConfig.BECAUSE, "virtual time")));
    }

    private void untilTarget(String targetId) {
        untilCount("SELECT COUNT(*) FROM notice_target WHERE target_id = ?", targetId, 1);
    }

    private void untilNotices(String targetId, int count) {
        untilCount("SELECT COUNT(*) FROM notice WHERE target_id = ?", targetId, count);
    }

    private void untilCount(String sql, String targetId, int count) {
        try {
            Receiver.await(() -> jdbc.queryForObject(sql, Integer.class, targetId) >= count);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        assertThat(jdbc.queryForObject(sql, Integer.class, targetId)).as(sql + " " + targetId).isEqualTo(count);
    }

    private void at(String time) {
        CLOCK.set(today(time));
    }

    private static Instant today(String time) {
        String padded = time.length() == 5 ? time + ":00" : time;
        return Instant.parse(CLOCK.instant().truncatedTo(ChronoUnit.DAYS).toString().substring(0, 11) + padded
                + "Z");
    }
}
