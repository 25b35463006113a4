package svc.workers.tell;

import com.standardwebhooks.Webhook;
import com.standardwebhooks.exceptions.WebhookSigningException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * Signs a message the Standard Webhooks way ({@code v1}: HMAC-SHA256 over {@code id.timestamp.body}) with a
 * Telling's secret. A secret in the specification's form ({@code whsec_} and base64) signs with the bytes it encodes,
 * as every Standard Webhooks library reads it; any other secret signs with its own UTF-8 bytes, so a receiver
 * verifies with {@code new Webhook(secret.getBytes(UTF_8))} or with {@code "whsec_" + base64(secret)}.
 */
final class Signing {
    private static final String PREFIX = "whsec_";

    private Signing() {
    }

    static String signature(String secret, String messageId, long timestamp, String body) {
        try {
            return webhook(secret).sign(messageId, timestamp, body);
        } catch (WebhookSigningException e) {
            throw new IllegalStateException("HMAC-SHA256 signs any key and text", e);
        }
    }

    static Webhook webhook(String secret) {
        byte[] key = secret.getBytes(StandardCharsets.UTF_8);
        if (secret.startsWith(PREFIX)) {
            try {
                key = Base64.getDecoder().decode(secret.substring(PREFIX.length()));
            } catch (IllegalArgumentException notBase64) {
                key = secret.getBytes(StandardCharsets.UTF_8);
            }
        }
        try {
            return new Webhook(key);
        } catch (com.standardwebhooks.exceptions.EmptyWebhookSecretException e) {
            throw new IllegalStateException("a Telling's secret has at least 16 characters", e);
        }
    }
}
