package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/**
 * act/webhook (Telling) and act/notification_rule (NotificationRule) through the real server: the card of each, each
 * refusal, the key rule, and a Telling's secret never answered back in full by any route.
 */
abstract class TellingsAndRulesHttpContract extends HttpSupport {
    static final String SECRET = "whsec-3f9a7c1e5b2d4a68";
    static final String B1 = "tenant/acme/brand/b1";

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
        input.putArray("notices").add("publishing withdrawn").add("run parked");
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
        Reply reply = webhook(ana, ACME, telling());

        assertCard(reply, 200, "Telling", ACME);
        JsonNode body = reply.body();
        assertThat(body.fieldNames()).toIterable()
                .contains("tenant", "address", "kinds", "secret", "tries_bound", "failed_calls");
        assertThat(body.get("id").asText()).startsWith("tl_");
        assertThat(body.get("tenant").asText()).isEqualTo("acme");
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
        String id = webhook(ana, ACME, telling()).body().get("id").asText();

        Reply unit = on("read/unit", ACME, "telling", id);
        Reply history = on("read/history", ACME, "telling", id);
        Reply why = on("read/why", ACME, "telling", id);

        assertCard(unit, 200, "Telling", ACME);
        assertCard(history, 200, "[HistoryEntry]", ACME);
        assertCard(why, 200, "WhyAnswer", ACME);
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
        assertThat(webhook(ana, ACME, input).body().get("tries_bound").asInt()).isEqualTo(5);
    }

    @Test
    void aRepeatUnderTheSameKeyAnswersTheTellingHeldAndRegistersNothingMore() throws Exception {
        Reply first = webhook(ana, ACME, telling(), "Svc-Key", "webhook-once");

        Reply repeat = webhook(ana, ACME, telling(), "Svc-Key", "webhook-once");

        assertCard(repeat, 200, "Telling", ACME);
        assertThat(repeat.body()).isEqualTo(first.body());
        assertThat(on("read/history", ACME, "telling", first.body().get("id").asText()).body()).hasSize(1);
        assertThat(repeat.text()).doesNotContain(SECRET);
    }

    @Test
    void anAddressThatIsNotAnAbsoluteHttpUrlIsRefusedNamingIt() throws Exception {
        ObjectNode input = telling();
        ((ObjectNode) input.get("telling")).put("address", "hooks.example.com/svc");
        assertThat(refusedField(webhook(ana, ACME, input))).isEqualTo("/telling/address");
    }

    @Test
    void aMissingSecretIsRefusedNamingIt() throws Exception {
        ObjectNode input = telling();
        ((ObjectNode) input.get("telling")).remove("secret");
        assertThat(refusedField(webhook(ana, ACME, input))).isEqualTo("/telling/secret");
    }

    @Test
    void aShortSecretIsRefusedWithoutEchoingIt() throws Exception {
        ObjectNode input = telling();
        ((ObjectNode) input.get("telling")).put("secret", "tiny-secret");
        Reply reply = webhook(ana, ACME, input);
        assertThat(refusedField(reply)).isEqualTo("/telling/secret");
        assertThat(reply.text()).doesNotContain("tiny-secret");
    }

    @Test
    void aKindOutsideTheUnitKindsIsRefusedNamingIt() throws Exception {
        ObjectNode input = telling();
        ((ObjectNode) input.get("telling")).putArray("kinds").add("run").add("weather");
        assertThat(refusedField(webhook(ana, ACME, input))).isEqualTo("/telling/kinds/1");
    }

    @Test
    void noKindsAtAllIsRefusedNamingThem() throws Exception {
        ObjectNode input = telling();
        ((ObjectNode) input.get("telling")).putArray("kinds");
        assertThat(refusedField(webhook(ana, ACME, input))).isEqualTo("/telling/kinds");
    }

    @Test
    void aTriesBoundOutOfRangeIsRefusedNamingIt() throws Exception {
        ObjectNode input = telling();
        ((ObjectNode) input.get("telling")).put("tries_bound", 0);
        assertThat(refusedField(webhook(ana, ACME, input))).isEqualTo("/telling/tries_bound");
    }

    @Test
    void anotherTenantIsRefusedNamingIt() throws Exception {
        ObjectNode input = telling();
        ((ObjectNode) input.get("telling")).put("tenant", "other");
        assertThat(refusedField(webhook(ana, ACME, input))).isEqualTo("/telling/tenant");
    }

    @Test
    void failedCallsGivenAtRegistrationAreRefused() throws Exception {
        ObjectNode input = telling();
        ((ObjectNode) input.get("telling")).putArray("failed_calls").addObject().put("at", "2026-01-01");
        assertThat(refusedField(webhook(ana, ACME, input))).isEqualTo("/telling/failed_calls");
    }

    @Test
    void anUnknownTellingMemberIsRefusedNamingIt() throws Exception {
        ObjectNode input = telling();
        ((ObjectNode) input.get("telling")).put("colour", "blue");
        assertThat(refusedField(webhook(ana, ACME, input))).isEqualTo("/telling/colour");
    }

    @Test
    void aMissingTellingIsRefusedNamingIt() throws Exception {
        assertThat(refusedField(post("act/webhook", ana, ACME, "{}"))).isEqualTo("/telling");
    }

    @Test
    void registeringWithoutAnActGrantIsNotAllowed() throws Exception {
        assertRefusal(webhook(rita, ACME, telling()), 403, "not_allowed");
    }

    @Test
    void aTellingIsNotSeenFromAnotherTenant() throws Exception {
        String id = webhook(ana, ACME, telling()).body().get("id").asText();
        assertRefusal(on("read/unit", "tenant/other", "telling", id), 404, "not_found");
    }

    // ---------------------------------------------------------------------------------------- notification rule

    @Test
    void writingARuleAnswersItWithTheNextNoticeItWillSend() throws Exception {
        Reply reply = notificationRule(ana, B1, rule(), "Svc-As-True-On", "2026-03-01T10:30:00Z");

        assertCard(reply, 200, "NotificationRule", B1);
        JsonNode body = reply.body();
        assertThat(body.get("id").asText()).startsWith("nr_");
        assertThat(body.get("name").asText()).isEqualTo("team");
        assertThat(body.get("notices")).isEqualTo(json("[\"publishing withdrawn\",\"run parked\"]"));
        assertThat(body.get("channel")).isEqualTo(json("{\"address\":\"https://chat.example.com/hooks/team\"}"));
        assertThat(body.get("quiet_hours").asText()).isEqualTo("22:00-07:00");
        assertThat(body.get("digest").asText()).isEqualTo("hourly");
        assertThat(body.get("next_notice").get("at").asText()).isEqualTo("2026-03-01T11:00:00Z");
        assertThat(body.get("next_notice").get("notices")).isEqualTo(body.get("notices"));
    }

    @Test
    void theNextNoticeFollowsTheReadsDateAndWaitsOutQuietHours() throws Exception {
        String id = notificationRule(ana, B1, rule(), "Svc-As-True-On", "2026-03-01T10:30:00Z").body().get("id")
                .asText();

        Reply late = on("read/unit", B1, "notification_rule", id, "Svc-As-True-On", "2026-03-01T23:10:00Z");

        assertCard(late, 200, "NotificationRule", B1);
        assertThat(late.body().get("next_notice").get("at").asText()).isEqualTo("2026-03-02T07:00:00Z");
    }

    @Test
    void aDailyRuleSendsAtMidnightUnlessItIsQuiet() throws Exception {
        ObjectNode input = rule().put("digest", "daily");
        input.remove("quiet_hours");
        Reply reply = notificationRule(ana, B1, input, "Svc-As-True-On", "2026-03-01T10:30:00Z");
        assertThat(reply.body().get("next_notice").get("at").asText()).isEqualTo("2026-03-02T00:00:00Z");
        assertThat(reply.body().get("quiet_hours").isNull()).isTrue();
    }

    @Test
    void aRuleRepeatedUnderItsKeyAnswersTheRuleHeldAndWritesNothingMore() throws Exception {
        Reply first = notificationRule(ana, B1, rule(), "Svc-Key", "rule-once");

        Reply repeat = notificationRule(ana, B1, rule(), "Svc-Key", "rule-once");

        assertCard(repeat, 200, "NotificationRule", B1);
        assertThat(repeat.body().get("id")).isEqualTo(first.body().get("id"));
        assertThat(on("read/history", B1, "notification_rule", first.body().get("id").asText()).body())
                .hasSize(1);
    }

    @Test
    void aDigestOutsideTheEnumerationIsRefusedNamingIt() throws Exception {
        Reply reply = notificationRule(ana, B1, rule().put("digest", "weekly"));
        JsonNode refusal = assertRefusal(reply, 400, "invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("/digest");
        assertThat(refusal.get("detail").asText()).contains("'none', 'hourly', 'daily'");
    }

    @Test
    void aChannelAddressThatIsNotAnHttpUrlIsRefusedNamingIt() throws Exception {
        ObjectNode input = rule();
        input.putObject("channel").put("address", "mailto:team@example.com");
        assertThat(refusedField(notificationRule(ana, B1, input))).isEqualTo("/channel/address");
    }

    @Test
    void aChannelThatIsNotAnObjectIsRefusedNamingIt() throws Exception {
        assertThat(refusedField(notificationRule(ana, B1, rule().put("channel", "team"))))
                .isEqualTo("/channel");
    }

    @Test
    void quietHoursThatAreNotASpanAreRefusedNamingThem() throws Exception {
        assertThat(refusedField(notificationRule(ana, B1, rule().put("quiet_hours", "nights"))))
                .isEqualTo("/quiet_hours");
    }

    @Test
    void noNoticesAreRefusedNamingThem() throws Exception {
        ObjectNode input = rule();
        input.putArray("notices");
        assertThat(refusedField(notificationRule(ana, B1, input))).isEqualTo("/notices");
    }

    @Test
    void aMissingNameIsRefusedNamingIt() throws Exception {
        ObjectNode input = rule();
        input.remove("name");
        assertThat(refusedField(notificationRule(ana, B1, input))).isEqualTo("/name");
    }

    @Test
    void writingARuleWithoutAnActGrantIsNotAllowed() throws Exception {
        assertRefusal(notificationRule(rita, B1, rule()), 403, "not_allowed");
        assertRefusal(notificationRule(bo, B1, rule()), 403, "not_allowed");
    }

    @Test
    void aRuleIsNotSeenFromASiblingScope() throws Exception {
        String id = notificationRule(ana, B1, rule()).body().get("id").asText();
        assertRefusal(on("read/unit", "tenant/acme/brand/b2", "notification_rule", id), 404, "not_found");
        assertCard(on("read/unit", ACME, "notification_rule", id), 200, "NotificationRule", ACME);
    }
}
