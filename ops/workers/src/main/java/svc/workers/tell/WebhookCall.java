package svc.workers.tell;

import jakarta.annotation.PreDestroy;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.io.entity.StringEntity;
import org.springframework.stereotype.Component;
import svc.workers.outbound.OutboundFailure;
import svc.workers.outbound.OutboundHttp;

/**
 * One POST of a message to an address with the Standard Webhooks headers: {@code webhook-id} (the message's, the
 * same on every try), {@code webhook-timestamp} (this try's, in Unix seconds) and, when there is a secret,
 * {@code webhook-signature}. Only a 2xx answer delivers; redirects are not followed. Addresses inside the platform's
 * own network are refused, at the lookup the connection uses ({@link OutboundHttp}), unless
 * {@code svc.notices.allow-private-addresses} is set.
 */
@Component
class WebhookCall {
    static final String ID = "webhook-id";
    static final String TIMESTAMP = "webhook-timestamp";
    static final String SIGNATURE = "webhook-signature";

    private final CloseableHttpClient client;
    private final DeliveryRules rules;

    WebhookCall(DeliveryRules rules) {
        this.rules = rules;
        this.client = OutboundHttp.client(rules.timeout(), rules.timeout(), rules.allowPrivateAddresses());
    }

    @PreDestroy
    void close() throws IOException {
        client.close();
    }

    Attempt post(String address, String messageId, String body, String secret, Instant now) {
        long timestamp = now.getEpochSecond();
        URI uri = URI.create(address);
        HttpPost request = new HttpPost(uri);
        request.setHeader("User-Agent", "svc-notices");
        request.setHeader(ID, messageId);
        request.setHeader(TIMESTAMP, Long.toString(timestamp));
        if (secret != null) {
            request.setHeader(SIGNATURE, Signing.signature(secret, messageId, timestamp, body));
        }
        request.setEntity(new StringEntity(body, ContentType.APPLICATION_JSON));
        try {
            return client.execute(request, response -> {
                Header retryAfter = response.getFirstHeader("Retry-After");
                return Attempt.answered(response.getCode(),
                        retryAfter == null ? null : seconds(retryAfter.getValue()));
            });
        } catch (IOException e) {
            return Attempt.failed(failed(OutboundFailure.of(e), uri));
        }
    }

    private String failed(OutboundFailure failure, URI uri) {
        return switch (failure.why()) {
            case INSIDE_THE_NETWORK -> "the address's host is inside the platform's own network ("
                    + failure.inside().address() + "); such addresses are not called";
            case UNKNOWN_HOST -> "the address's host " + uri.getHost() + " is not known";
            case CONNECT_TIMEOUT -> "could not connect within " + rules.timeout().toSeconds() + " s";
            case TIMEOUT -> "no answer within " + rules.timeout().toSeconds() + " s";
            default -> "could not reach the address: " + (failure.cause().getMessage() == null
                    ? failure.cause().getClass().getSimpleName() : failure.cause().getMessage());
        };
    }

    /** Retry-After in seconds; the HTTP-date form is rare among receivers and is taken as no wish. */
    private static Duration seconds(String value) {
        try {
            return Duration.ofSeconds(Long.parseLong(value.trim()));
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
