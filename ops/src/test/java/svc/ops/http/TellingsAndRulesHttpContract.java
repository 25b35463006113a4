package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;

/**
 * act/webhook (Telling) and act/notification_rule (NotificationRule) through the real server: the card of each, a
 * refusal of each layer reaching the wire with its field, the key rule, a Telling's secret never answered back in full
 * by any route, and a rule's next notice read from the outbox. The rules of each input are tested where they are
 * decided: InputReaderTest, TellingReaderTest, ChannelReaderTest, TellingTest, NotificationRuleTest, KnownNoticesTest
 * (docs/testing.md lists the moves).
 */
abstract class TellingsAndRulesHttpContract extends HttpSupport {
    static final String SECRET = "whsec-3f9a7c1e5b2d4a68";

    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TransactionTemplate transactions;

    static ObjectNode telling() {
        ObjectNode input = JSON.createObjectNode();
        ObjectNode telling = input.putObject("telling");
        telling.put("address", "https://hooks.example.com/svc").put("secret", SECRET).put("tries_bound", 3);
        telling.putArray("kinds").add("publishing").add("run");
        return input;
    }

    static ObjectNode rule() {
        ObjectNode input = JSON.createObjectNode().put("name", "team").put("digest", "hourly")
                .put("quiet_hours", "22:00-07:00");
        input.putArray("notices").add("publishing withdrawn").add("run set aside");
        input.putObject("channel").put("address", "https://chat.example.com/hooks/team");
        return input;
    }

    Reply webhook(String token, String scope, JsonNode input, String... headers) throws Exception {
        return post("act/webhook", token, scope, input.toString(), headers);
    }

    Reply notificationRule(String token, String scope, JsonNode input, String... headers) throws Exception {
        return post("act/notification_rule", token, scope, input.toString(), headers);
    }

    Reply on(String route, String scope, String kind, String id, String... headers) throws Exception {
        ObjectNode input = JSON.createObjectNode();
        input.putObject("unit").put("id", id).put("kind", kind);
        return post(route, ana, scope, input.toString(), headers);
    }

    static String refusedField(Reply reply) {
        return assertRefusal(reply, 400, "invalid_input").get("field").asText();
    }

    // --------------------------------------------------------------------------------------------------- telling

    @Test
    void registeringATellingAnswersTheRowWithEveryFieldAndTheSecretOnlyByItsHint() throws Exception {
        Reply reply = webhook(ana, acme, telling());

        assertCard(reply, 200, "Telling", acme);
        JsonNode body = reply.body();
        assertThat(body.fieldNames()).toIterable()
                .contains("tenant", "address", "kinds", "secret", "tries_bound", "failed_calls");
        assertThat(body.get("id").asText()).startsWith("tl_");
        assertThat(body.get("tenant").asText()).isEqualTo(acmeId);
        assertThat(body.get("address").asText()).isEqualTo("https://hooks.example.com/svc");
        assertThat(body.get("kinds")).isEqualTo(json("[\"publishing\",\"run\"]"));
        assertThat(body.get("secret").asText()).isEqualTo("****4a68");
        assertThat(body.get("tries_bound").asInt()).isEqualTo(3);
        assertThat(body.get("failed_calls")).isEqualTo(json("[]"));
        assertThat(reply.foot().get("basis").get("/tries_bound").asText()).isNotBlank();
        assertThat(reply.text()).doesNotContain(SECRET);
    }

    @Test
    void theSecretIsNeverAnsweredByReadUnitHistoryOrWhy() throws Exception {
        String id = webhook(ana, acme, telling()).body().get("id").asText();

        Reply unit = on("read/unit", acme, "telling", id);
        Reply history = on("read/history", acme, "telling", id);
        Reply why = on("read/why", acme, "telling", id);

        assertCard(unit, 200, "Telling", acme);
        assertCard(history, 200, "[HistoryEntry]", acme);
        assertCard(why, 200, "WhyAnswer", acme);
        assertThat(history.body()).hasSize(1);
        assertThat(history.body().get(0).get("event").asText()).isEqualTo("TellingRegistered");
        for (Reply reply : new Reply[] {unit, history, why}) {
            assertThat(reply.text()).doesNotContain(SECRET).doesNotContain(SECRET.substring(0, 12));
        }
    }

    @Test
    void aTellingWithoutATriesBoundGetsTheDefault() throws Exception {
        ObjectNode input = telling();
        ((ObjectNode) input.get("telling")).remove("tries_bound");
        assertThat(webhook(ana, acme, input).body().get("tries_bound").asInt()).isEqualTo(5);
    }

    @Test
    void aRepeatUnderTheSameKeyAnswersTheTellingHeldAndRegistersNothingMore() throws Exception {
        Reply first = webhook(ana, acme, telling(), "Svc-Key", "webhook-once");

        Reply repeat = webhook(ana, acme, telling(), "Svc-Key", "webhook-once");

        assertCard(repeat, 200, "Telling", acme);
        assertThat(repeat.body()).isEqualTo(first.body());
        assertThat(on("read/history", acme, "telling", first.body().get("id").asText()).body()).hasSize(1);
        assertThat(repeat.text()).doesNotContain(SECRET);
    }

    @Test
    void aShortSecretIsRefusedWithoutEchoingIt() throws Exception {
        ObjectNode input = telling();
        ((ObjectNode) input.get("telling")).put("secret", "tiny-secret");
        Reply reply = webhook(ana, acme, input);
        assertThat(refusedField(reply)).isEqualTo("/telling/secret");
        assertThat(reply.text()).doesNotContain("tiny-secret");
    }

    @Test
    void aTriesBoundOutOfRangeIsRefusedNamingIt() throws Exception {
        ObjectNode input = telling();
        ((ObjectNode) input.get("telling")).put("tries_bound", 0);
        assertThat(refusedField(webhook(ana, acme, input))).isEqualTo("/telling/tries_bound");
    }

    @Test
    void registeringWithoutAnActGrantIsNotAllowed() throws Exception {
        assertRefusal(webhook(rita, acme, telling()), 403, "not_allowed");
    }

    @Test
    void aTellingIsNotSeenFromAnotherTenant() throws Exception {
        String id = webhook(ana, acme, telling()).body().get("id").asText();
        assertRefusal(on("read/unit", otherTenant, "telling", id), 404, "not_found");
    }

    // ---------------------------------------------------------------------------------------- notification rule

    @Test
    void writingARuleAnswersItWithTheNextNoticeItWillSend() throws Exception {
        Reply reply = notificationRule(ana, b1, rule(), "Svc-As-True-On", "2026-03-01T10:30:00Z");

        assertCard(reply, 200, "NotificationRule", b1);
        JsonNode body = reply.body();
        assertThat(body.get("id").asText()).startsWith("nr_");
        assertThat(body.get("name").asText()).isEqualTo("team");
        assertThat(body.get("notices")).isEqualTo(json("[\"publishing withdrawn\",\"run set aside\"]"));
        assertThat(body.get("channel")).isEqualTo(json("{\"address\":\"https://chat.example.com/hooks/team\"}"));
        assertThat(body.get("quiet_hours").asText()).isEqualTo("22:00-07:00");
        assertThat(body.get("digest").asText()).isEqualTo("hourly");
        assertThat(body.get("next_notice").get("at").asText()).isEqualTo("2026-03-01T11:00:00Z");
        assertThat(body.get("next_notice").get("notices")).isEqualTo(json("[]"));
    }

    @Test
    void theNextNoticeFollowsTheReadsDateAndWaitsOutQuietHours() throws Exception {
        String id = notificationRule(ana, b1, rule(), "Svc-As-True-On", "2026-03-01T10:30:00Z").body().get("id")
                .asText();

        Reply late = on("read/unit", b1, "notification_rule", id, "Svc-As-True-On", "2026-03-01T23:10:00Z");

        assertCard(late, 200, "NotificationRule", b1);
        assertThat(late.body().get("next_notice").get("at").asText()).isEqualTo("2026-03-02T07:00:00Z");
    }

    @Test
    void aDailyRuleSendsAtMidnightUnlessItIsQuiet() throws Exception {
        ObjectNode input = rule().put("digest", "daily");
        input.remove("quiet_hours");
        Reply reply = notificationRule(ana, b1, input, "Svc-As-True-On", "2026-03-01T10:30:00Z");
        assertThat(reply.body().get("next_notice").get("at").asText()).isEqualTo("2026-03-02T00:00:00Z");
        assertThat(reply.body().get("quiet_hours").isNull()).isTrue();
    }

    @Test
    void aRuleRepeatedUnderItsKeyAnswersTheRuleHeldAndWritesNothingMore() throws Exception {
        Reply first = notificationRule(ana, b1, rule(), "Svc-Key", "rule-once");

        Reply repeat = notificationRule(ana, b1, rule(), "Svc-Key", "rule-once");

        assertCard(repeat, 200, "NotificationRule", b1);
        assertThat(repeat.body().get("id")).isEqualTo(first.body().get("id"));
        assertThat(on("read/history", b1, "notification_rule", first.body().get("id").asText()).body())
                .hasSize(1);
    }

    @Test
    void aChannelAddressThatIsNotAnHttpUrlIsRefusedNamingIt() throws Exception {
        ObjectNode input = rule();
        input.putObject("channel").put("address", "mailto:team@example.com");
        assertThat(refusedField(notificationRule(ana, b1, input))).isEqualTo("/channel/address");
    }

    @Test
    void writingARuleWithoutAnActGrantIsNotAllowed() throws Exception {
        assertRefusal(notificationRule(rita, b1, rule()), 403, "not_allowed");
        assertRefusal(notificationRule(bo, b1, rule()), 403, "not_allowed");
    }

    @Test
    void aRuleIsNotSeenFromASiblingScope() throws Exception {
        String id = notificationRule(ana, b1, rule()).body().get("id").asText();
        assertRefusal(on("read/unit", b2, "notification_rule", id), 404, "not_found");
        assertCard(on("read/unit", acme, "notification_rule", id), 200, "NotificationRule", acme);
    }

    @Test
    void anEmailChannelIsAcceptedAndShownAsGiven() throws Exception {
        ObjectNode input = rule();
        input.putObject("channel").put("email", "team@example.com");
        Reply reply = notificationRule(ana, b1, input);
        assertCard(reply, 200, "NotificationRule", b1);
        assertThat(reply.body().get("channel")).isEqualTo(json("{\"email\":\"team@example.com\"}"));
        String id = reply.body().get("id").asText();
        assertThat(on("read/unit", b1, "notification_rule", id).body().get("channel"))
                .isEqualTo(json("{\"email\":\"team@example.com\"}"));
    }

    @Test
    void theLogChannelIsAcceptedAndShownAsGiven() throws Exception {
        ObjectNode input = rule();
        input.putObject("channel").put("log", true);
        Reply reply = notificationRule(ana, b1, input);
        assertCard(reply, 200, "NotificationRule", b1);
        assertThat(reply.body().get("channel")).isEqualTo(json("{\"log\":true}"));
    }

    @Test
    void aNoticeNamedTwiceIsKeptOnce() throws Exception {
        ObjectNode input = rule();
        input.putArray("notices").add("run set aside").add("publishing withdrawn").add("run set aside");
        assertThat(notificationRule(ana, b1, input).body().get("notices"))
                .isEqualTo(json("[\"run set aside\",\"publishing withdrawn\"]"));
    }

    @Test
    void quietHoursInAZoneAreShownAsGivenAndKeptOnItsClock() throws Exception {
        ObjectNode input = rule().put("quiet_hours", "22:00-07:00 Europe/Lisbon");

        Reply reply = notificationRule(ana, b1, input, "Svc-As-True-On", "2026-07-01T21:30:00Z");

        assertCard(reply, 200, "NotificationRule", b1);
        assertThat(reply.body().get("quiet_hours").asText()).isEqualTo("22:00-07:00 Europe/Lisbon");
        // 22:30 in Lisbon's summer: the hourly slot 23:00 is quiet, so the notice waits for 07:00 there (06:00 UTC).
        assertThat(reply.body().get("next_notice").get("at").asText()).isEqualTo("2026-07-02T06:00:00Z");
    }

    @Test
    void quietHoursInAZoneThatDoesNotExistAreRefusedNamingThem() throws Exception {
        JsonNode refusal = assertRefusal(notificationRule(ana, b1,
                rule().put("quiet_hours", "22:00-07:00 Europe/Atlantis")), 400, "invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("/quiet_hours");
        assertThat(refusal.get("detail").asText()).contains("rule quiet_hours_span");
    }

    @Test
    void theNextNoticeIsTheEarliestMessageWaitingInTheOutbox() throws Exception {
        String id = notificationRule(ana, b1, rule(), "Svc-As-True-On", "2026-03-01T10:30:00Z").body().get("id")
                .asText();
        String other = notificationRule(ana, b1, rule()).body().get("id").asText();
        Instant slot = Instant.parse("2031-05-01T11:00:00Z");
        Instant later = Instant.parse("2031-05-01T12:00:00Z");
        waiting(id, "n1", "run.set_aside", "run", "r2", "2031-05-01T10:40:00Z", later, "pending");
        waiting(id, "n2", "publishing.withdrawn", "publishing", "p1", "2031-05-01T10:20:00Z", slot, "pending");
        waiting(id, "n3", "run.set_aside", "run", "r1", "2031-05-01T10:10:00Z", slot, "pending");
        waiting(id, "n4", "run.set_aside", "run", "r0", "2031-05-01T09:10:00Z", Instant.parse("2031-05-01T10:00:00Z"),
                "delivered");
        waiting(other, "n5", "run.set_aside", "run", "r9", "2031-05-01T08:10:00Z",
                Instant.parse("2031-05-01T09:00:00Z"), "pending");

        Reply reply = on("read/unit", b1, "notification_rule", id);

        assertCard(reply, 200, "NotificationRule", b1);
        assertThat(reply.body().get("next_notice")).isEqualTo(json("""
                {"at": "2031-05-01T11:00:00Z", "notices": [
                  {"type": "run.set_aside", "unit": {"kind": "run", "id": "r1"},
                   "recorded_at": "2031-05-01T10:10:00Z"},
                  {"type": "publishing.withdrawn", "unit": {"kind": "publishing", "id": "p1"},
                   "recorded_at": "2031-05-01T10:20:00Z"}]}"""));
    }

    /** A row of another tenant naming acme's rule (which no writer makes) is still not read for it. */
    @Test
    void theOutboxOfAnotherTenantIsNotRead() throws Exception {
        String id = notificationRule(ana, b1, rule(), "Svc-As-True-On", "2026-03-01T10:30:00Z").body().get("id")
                .asText();
        waitingIn(otherId, acmeId + "/notification_rule/" + id, "n6", Instant.parse("2031-05-01T11:00:00Z"));

        Reply reply = on("read/unit", b1, "notification_rule", id, "Svc-As-True-On", "2026-03-01T10:30:00Z");

        assertThat(reply.body().get("next_notice").get("at").asText()).isEqualTo("2026-03-01T11:00:00Z");
        assertThat(reply.body().get("next_notice").get("notices")).isEqualTo(json("[]"));
    }

    /** A notice in the outbox for one of acme's rules, written the way the notices processor writes it. */
    private void waiting(String rule, String notice, String type, String unitKind, String unitId, String recordedAt,
            Instant slot, String state) {
        ObjectNode payload = JSON.createObjectNode().put("type", type).put("timestamp", recordedAt);
        payload.putObject("data").put("notice", notice + rule).putObject("unit").put("kind", unitKind)
                .put("id", unitId);
        insert(notice + rule, acmeId, acmeId + "/notification_rule/" + rule, type, payload.toString(),
                Instant.parse(recordedAt), slot, state);
    }

    private void waitingIn(String tenant, String target, String notice, Instant slot) {
        ObjectNode payload = JSON.createObjectNode().put("type", "run.set_aside");
        payload.putObject("data").putObject("unit").put("kind", "run").put("id", "r1");
        insert(notice, tenant, target, "run.set_aside", payload.toString(), slot.minusSeconds(600), slot,
                "pending");
    }

    /** As the notices processor does, under its row scope (on PostgreSQL only it may write the outbox). */
    private void insert(String noticeId, String tenant, String target, String type, String payload,
            Instant recordedAt, Instant slot, String state) {
        RowScopes.run(RowScope.projector(), () -> transactions.executeWithoutResult(status -> jdbc.update(
                "INSERT INTO notice (notice_id, tenant, target_id, type, payload, recorded_at, slot, due_at, tries, "
                        + "state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)", noticeId, tenant, target, type, payload,
                recordedAt.atOffset(ZoneOffset.UTC), slot.atOffset(ZoneOffset.UTC), slot.atOffset(ZoneOffset.UTC),
                state)));
    }
}
