package svc.workers.tell;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.standardwebhooks.Webhook;
import com.standardwebhooks.exceptions.WebhookVerificationException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Signatures the Standard Webhooks library verifies, for both forms a Telling's secret may take. */
class SigningTest {
    static final String BODY = "{\"type\":\"run.set_aside\"}";

    private static Map<String, List<String>> headers(String id, long timestamp, String signature) {
        return Map.of("webhook-id", List.of(id), "webhook-timestamp", List.of(Long.toString(timestamp)),
                "webhook-signature", List.of(signature));
    }

    @Test
    void aPlainSecretSignsWithItsOwnBytes() throws Exception {
        String secret = "whsec-3f9a7c1e5b2d4a68";
        long now = Instant.now().getEpochSecond();

        String signature = Signing.signature(secret, "msg_1", now, BODY);

        new Webhook(secret.getBytes(StandardCharsets.UTF_8)).verify(BODY, headers("msg_1", now, signature));
        new Webhook("whsec_" + Base64.getEncoder().encodeToString(secret.getBytes(StandardCharsets.UTF_8)))
                .verify(BODY, headers("msg_1", now, signature));
    }

    @Test
    void aSecretInTheStandardFormSignsWithTheBytesItEncodes() throws Exception {
        String secret = "whsec_" + Base64.getEncoder().encodeToString("sixteen-byte-key-of-ours".getBytes(
                StandardCharsets.UTF_8));
        long now = Instant.now().getEpochSecond();

        String signature = Signing.signature(secret, "msg_2", now, BODY);

        assertThatCode(() -> new Webhook(secret).verify(BODY, headers("msg_2", now, signature)))
                .doesNotThrowAnyException();
    }

    @Test
    void aSignatureDoesNotVerifyAnotherMessageId() {
        String secret = "whsec-3f9a7c1e5b2d4a68";
        long now = Instant.now().getEpochSecond();
        String signature = Signing.signature(secret, "msg_1", now, BODY);

        assertThatThrownBy(() -> new Webhook(secret.getBytes(StandardCharsets.UTF_8))
                .verify(BODY, headers("msg_other", now, signature)))
                .isInstanceOf(WebhookVerificationException.class);
    }
}
