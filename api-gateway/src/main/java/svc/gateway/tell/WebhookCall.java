package svc.gateway.tell;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import org.springframework.stereotype.Component;
import svc.gateway.deepen.AddressGuard;

/**
 * One POST of a message to an address with the Standard Webhooks headers: {@code webhook-id} (the message's, the
 * same on every try), {@code webhook-timestamp} (this try's, in Unix seconds) and, when there is a secret,
 * {@code webhook-signature}. Only a 2xx answer delivers; redirects are not followed. Addresses inside the platform's
 * own network are refused unless {@code svc.notices.allow-private-addresses} is set.
 */
@Component
class WebhookCall {
    static final String ID = "webhook-id";
    static final String TIMESTAMP = "webhook-timestamp";
    static final String SIGNATURE = "webhook-signature";

    private final HttpClient client;
    private final DeliveryRules rules;

    WebhookCall(DeliveryRules rules) {
        this.rules = rules;
        this.client = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(rules.timeout()).build();
    }

    Attempt post(String address, String messageId, String body, String secret, Instant now) {
        URI uri = URI.create(address);
        String refused = refusal(uri);
        if (refused != null) {
            return Attempt.failed(refused);
        }
        long timestamp = now.getEpochSecond();
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(rules.timeout())
                .header("Content-Type", "application/json")
                .header("User-Agent", "svc-notices")
                .header(ID, messageId)
                .header(TIMESTAMP, Long.toString(timestamp))
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (secret != null) {
            request.header(SIGNATURE, Signing.signature(secret, messageId, timestamp, body));
        }
        try {
            HttpResponse<Void> response = client.send(request.build(), HttpResponse.BodyHandlers.discarding());
            return Attempt.answered(response.statusCode(),
                    response.headers().firstValue("Retry-After").map(WebhookCall::seconds).orElse(null));
        } catch (HttpConnectTimeoutException e) {
            return Attempt.failed("could not connect within " + rules.timeout().toSeconds() + " s");
        } catch (HttpTimeoutException e) {
            return Attempt.failed("no answer within " + rules.timeout().toSeconds() + " s");
        } catch (IOException e) {
            return Attempt.failed("could not reach the address: " + (e.getMessage() == null
                    ? e.getClass().getSimpleName() : e.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Attempt.failed("the call was interrupted before it answered");
        }
    }

    private String refusal(URI uri) {
        if (rules.allowPrivateAddresses()) {
            return null;
        }
        try {
            for (InetAddress candidate : InetAddress.getAllByName(uri.getHost())) {
                if (AddressGuard.internal(candidate)) {
                    return "the address's host is inside the platform's own network (" + candidate.getHostAddress()
                            + "); such addresses are not called";
                }
            }
            return null;
        } catch (UnknownHostException e) {
            return "the address's host " + uri.getHost() + " is not known";
        }
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
