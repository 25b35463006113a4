package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.standardwebhooks.Webhook;
import com.standardwebhooks.exceptions.WebhookVerificationException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.annotation.DirtiesContext.ClassMode;
import org.springframework.test.context.TestPropertySource;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;

/**
 * Tellings and rules told through the real server to a real local receiver: signed so the Standard Webhooks library
 * verifies them, retried up to the tries bound with every failed call in {@code failed_calls}, disabled by a 410,
 * told only of their own tenant's units of the kinds they name, and never two notices under one webhook-id. The beat
 * is off: it would take runs up, and each take-up is a notice the tests do not count on. So the server is the class's
 * own, as is its notices processor, which a test replays.
 */
@DirtiesContext(classMode = ClassMode.AFTER_CLASS)
@TestPropertySource(properties = {"svc.beat.enabled=false", "svc.notices.allow-private-addresses=true",
        "svc.notices.interval=100ms",
        "svc.notices.retry-schedule=200ms", "svc.notices.jitter=0", "svc.notices.timeout=5s",
        "svc.notices.lease=10s"})
abstract class NoticeDeliveryHttpContract extends HttpSupport {
    static final String SECRET = "whsec-3f9a7c1e5b2d4a68";

    @Autowired
    EventProcessingConfiguration processing;

    Receiver receiver;

    @BeforeEach
    void receiver() throws Exception {
        receiver = new Receiver();
    }

    @AfterEach
    void closeReceiver() {
        receiver.close();
    }

    String tell(String scope, int triesBound, String... kinds) throws Exception {
        ObjectNode input = JSON.createObjectNode();
        ObjectNode telling = input.putObject("telling").put("address", receiver.address()).put("secret", SECRET)
                .put("tries_bound", triesBound);
        for (String kind : kinds) {
            telling.withArray("kinds").add(kind);
        }
        Reply reply = post("act/webhook", ana, scope, input.toString());
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply.body().get("id").asText();
    }

    Reply run(String scope, String id) throws Exception {
        Reply reply = post("act/record", ana, scope, "{\"facts\":[{\"kind\":\"run\",\"id\":\"" + id
                + "\",\"source\":\"https://shop.example.com/prices\"}]}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply;
    }

    void setAside(String scope, String id, String reason) throws Exception {
        Reply reply = post("act/set_aside_run", ana, scope, JSON.createObjectNode().put("run", id)
                .put("reason", reason).toString());
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
    }

    JsonNode telling(String scope, String id) throws Exception {
        Reply reply = post("read/unit", ana, scope, "{\"unit\":{\"kind\":\"telling\",\"id\":\"" + id + "\"}}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply.body();
    }

    JsonNode untilFailedCalls(String scope, String id, int count) throws Exception {
        JsonNode[] body = new JsonNode[1];
        Receiver.await(() -> {
            try {
                body[0] = telling(scope, id);
                return body[0].get("failed_call_count").asInt() >= count;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        return body[0];
    }

    static JsonNode json(Receiver.Call call) throws Exception {
        return JSON.readTree(call.body());
    }

    @Test
    void aRunSetAsideIsToldSignedSoTheStandardWebhooksLibraryVerifiesIt() throws Exception {
        tell(acme, 3, "run");
        run(acme, "prices-sign");
        setAside(acme, "prices-sign", "the shop is re-keying its prices");

        List<Receiver.Call> calls = receiver.awaitCalls(2);

        Receiver.Call parked = calls.stream().filter(call -> call.body().contains("run.set_aside")).findFirst()
                .orElseThrow(() -> new AssertionError("no run.set_aside among " + calls));
        Map<String, List<String>> headers = parked.headers();
        new Webhook("whsec_" + Base64.getEncoder().encodeToString(SECRET.getBytes(StandardCharsets.UTF_8)))
                .verify(parked.body(), headers);
        new Webhook(SECRET.getBytes(StandardCharsets.UTF_8)).verify(parked.body(), headers);
        assertThat(parked.header("webhook-id")).startsWith("msg_");
        assertThat(parked.header("webhook-signature")).startsWith("v1,");
        JsonNode notice = json(parked);
        assertThat(notice.get("type").asText()).isEqualTo("run.set_aside");
        assertThat(notice.at("/data/unit/kind").asText()).isEqualTo("run");
        assertThat(notice.at("/data/unit/id").asText()).isEqualTo("prices-sign");
        assertThat(notice.at("/data/tenant").asText()).isEqualTo(acmeId);
        assertThat(notice.at("/data/by").asText()).isEqualTo(anaId);
        assertThat(notice.at("/data/event/reason").asText()).isEqualTo("the shop is re-keying its prices");
        assertThat(notice.at("/data/event").has("unit_id")).isFalse();
    }

    @Test
    void aBodyChangedOnTheWayFailsVerification() throws Exception {
        tell(acme, 3, "run");
        run(acme, "prices-tamper");

        Receiver.Call call = receiver.awaitCalls(1).get(0);

        assertThatThrownBy(() -> new Webhook(SECRET.getBytes(StandardCharsets.UTF_8))
                .verify(call.body().replace("prices-tamper", "prices-other"), call.headers()))
                .isInstanceOf(WebhookVerificationException.class);
        Map<String, List<String>> otherSecret = new HashMap<>(call.headers());
        assertThatThrownBy(() -> new Webhook("another-secret-of-16".getBytes(StandardCharsets.UTF_8))
                .verify(call.body(), otherSecret))
                .isInstanceOf(WebhookVerificationException.class);
    }

    @Test
    void aReceiverThatFailsGetsEveryTryThenTheFailedCallsAreVisible() throws Exception {
        receiver.answer(503);
        String id = tell(acme, 3, "run");
        run(acme, "prices-down");

        JsonNode body = untilFailedCalls(acme, id, 3);

        List<Receiver.Call> calls = receiver.calls();
        assertThat(calls).hasSize(3);
        assertThat(calls).extracting(call -> call.header("webhook-id")).containsOnly(calls.get(0).header("webhook-id"));
        assertThat(body.get("failed_call_count").asInt()).isEqualTo(3);
        JsonNode failed = body.get("failed_calls");
        assertThat(failed).hasSize(3);
        for (int i = 0; i < 3; i++) {
            assertThat(failed.get(i).get("try").asInt()).isEqualTo(i + 1);
            assertThat(failed.get(i).get("status").asInt()).isEqualTo(503);
            assertThat(failed.get(i).get("message").asText()).isEqualTo(calls.get(0).header("webhook-id"));
            assertThat(failed.get(i).get("at").asText()).isNotBlank();
        }
        assertThat(body.get("disabled").isNull()).isTrue();
    }

    @Test
    void aReceiverThatIsDownIsRecordedWithTheErrorInsteadOfAStatus() throws Exception {
        String address = receiver.address();
        receiver.close();
        ObjectNode input = JSON.createObjectNode();
        input.putObject("telling").put("address", address).put("secret", SECRET).put("tries_bound", 2)
                .putArray("kinds").add("run");
        String id = post("act/webhook", ana, acme, input.toString()).body().get("id").asText();
        run(acme, "prices-unreachable");

        JsonNode failed = untilFailedCalls(acme, id, 2).get("failed_calls");

        assertThat(failed).hasSize(2);
        assertThat(failed.get(0).get("status").isNull()).isTrue();
        assertThat(failed.get(0).get("error").asText()).contains("could not reach");
    }

    @Test
    void aTellingWhoseAddressAnswers410IsDisabledAndToldNothingMore() throws Exception {
        receiver.answer(410);
        String id = tell(acme, 5, "run");
        run(acme, "prices-gone");

        JsonNode[] body = new JsonNode[1];
        Receiver.await(() -> {
            try {
                body[0] = telling(acme, id);
                return !body[0].get("disabled").isNull();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        assertThat(body[0].get("disabled").get("reason").asText()).contains("410");
        assertThat(body[0].get("failed_calls")).hasSize(1);
        assertThat(body[0].get("failed_calls").get(0).get("status").asInt()).isEqualTo(410);

        receiver.answer(204);
        String other = tell(acme, 5, "run");
        run(acme, "prices-after-gone");
        Receiver.await(() -> receiver.calls().stream().anyMatch(call -> call.body().contains("prices-after-gone")));

        assertThat(receiver.calls()).filteredOn(call -> call.body().contains("prices-after-gone")).hasSize(1);
        assertThat(telling(acme, other).get("disabled").isNull()).isTrue();
    }

    @Test
    void distinctNoticesNeverShareAWebhookId() throws Exception {
        tell(acme, 3, "run");
        tell(acme, 3, "run");
        for (int i = 0; i < 4; i++) {
            run(acme, "prices-many-" + i);
        }

        List<Receiver.Call> calls = receiver.awaitCalls(8);

        assertThat(calls).hasSize(8);
        assertThat(calls).extracting(call -> call.header("webhook-id")).doesNotHaveDuplicates();
        assertThat(calls).extracting(call -> json(call).at("/data/notice").asText()).doesNotHaveDuplicates();
    }

    @Test
    void aTellingIsToldOnlyOfItsOwnTenantAndOfTheKindsItNames() throws Exception {
        tell(acme, 3, "run");
        post("act/record", ana, b1, "{\"facts\":[{\"kind\":\"publishing\",\"id\":\"spring-k\","
                + "\"title\":\"Spring offer\",\"channel\":\"newsletter\"}]}");
        run(otherTenant, "prices-elsewhere");
        run(acme, "prices-barrier");

        receiver.awaitCalls(1);
        Thread.sleep(Receiver.settle().toMillis());

        assertThat(receiver.calls()).hasSize(1);
        assertThat(receiver.calls().get(0).body()).contains("prices-barrier").doesNotContain("spring-k")
                .doesNotContain("prices-elsewhere");
    }

    @Test
    void nothingRecordedBeforeATellingWasRegisteredIsToldToIt() throws Exception {
        run(acme, "prices-before");
        tell(acme, 3, "run");
        run(acme, "prices-after");

        receiver.awaitCalls(1);

        assertThat(receiver.calls()).hasSize(1);
        assertThat(receiver.calls().get(0).body()).contains("prices-after");
    }

    @Test
    void replayingTheNoticesProcessorTellsNothingAgain() throws Exception {
        tell(acme, 3, "run");
        run(acme, "prices-replay");
        receiver.awaitCalls(1);

        StreamingEventProcessor notices = processing.eventProcessor("notices", StreamingEventProcessor.class)
                .orElseThrow();
        notices.shutDown();
        RowScopes.run(RowScope.projector(), notices::resetTokens);
        notices.start();
        run(acme, "prices-after-replay");
        receiver.awaitCalls(2);
        Thread.sleep(Receiver.settle().toMillis());

        assertThat(receiver.calls()).hasSize(2);
        assertThat(receiver.calls().get(1).body()).contains("prices-after-replay");
    }

    String rule(String scope, String channel, String notice) throws Exception {
        ObjectNode input = JSON.createObjectNode().put("name", "team").put("digest", "none");
        input.putArray("notices").add(notice);
        input.set("channel", json(channel));
        Reply reply = post("act/notification_rule", ana, scope, input.toString());
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply.body().get("id").asText();
    }

    @Test
    void aRuleWithAWebhookChannelSendsItsNoticesGatheredWithoutASignature() throws Exception {
        rule(acme, "{\"address\":\"" + receiver.address() + "\"}", "run set aside");
        run(acme, "prices-rule");
        setAside(acme, "prices-rule", "paused for the audit");

        Receiver.Call call = receiver.awaitCalls(1).get(0);

        JsonNode message = json(call);
        assertThat(message.get("type").asText()).isEqualTo("notices");
        assertThat(message.at("/data/rule/name").asText()).isEqualTo("team");
        assertThat(message.at("/data/notices")).hasSize(1);
        assertThat(message.at("/data/notices/0/type").asText()).isEqualTo("run.set_aside");
        assertThat(message.at("/data/notices/0/data/event/reason").asText()).isEqualTo("paused for the audit");
        assertThat(call.header("webhook-id")).startsWith("msg_");
        assertThat(call.header("webhook-signature")).isNull();
    }

    @Test
    void aRuleWhoseChannelAnswers410IsDisabledWithItsFailedCall() throws Exception {
        receiver.answer(410);
        String id = rule(acme, "{\"address\":\"" + receiver.address() + "\"}", "run recorded");
        run(acme, "prices-rule-gone");

        JsonNode[] body = new JsonNode[1];
        Receiver.await(() -> {
            try {
                Reply reply = post("read/unit", ana, acme, "{\"unit\":{\"kind\":\"notification_rule\",\"id\":\""
                        + id + "\"}}");
                body[0] = reply.body();
                return !body[0].get("disabled").isNull();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });

        assertThat(body[0].get("disabled").get("reason").asText()).contains("410");
        assertThat(body[0].get("failed_call_count").asInt()).isEqualTo(1);
        assertThat(body[0].at("/failed_calls/0/status").asInt()).isEqualTo(410);
    }
}
