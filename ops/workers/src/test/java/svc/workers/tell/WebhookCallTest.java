package svc.workers.tell;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** One webhook call against a real receiver on 127.0.0.1. */
class WebhookCallTest {
    private static final Instant NOW = Instant.parse("2026-03-01T09:30:00Z");

    private HttpServer receiver;
    private String address;
    private final AtomicInteger received = new AtomicInteger();
    private final Map<String, String> headers = new ConcurrentHashMap<>();

    @BeforeEach
    void start() throws IOException {
        receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.createContext("/hook", exchange -> {
            received.incrementAndGet();
            exchange.getRequestHeaders().forEach((name, values) -> headers.put(name.toLowerCase(), values.get(0)));
            exchange.getRequestBody().readAllBytes();
            exchange.getResponseHeaders().add("Retry-After", "120");
            exchange.sendResponseHeaders(503, -1);
            exchange.close();
        });
        receiver.start();
        address = "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hook";
    }

    @AfterEach
    void stop() {
        receiver.stop(0);
    }

    private static WebhookCall call(boolean allowPrivate) {
        return new WebhookCall(new DeliveryRules(Duration.ofSeconds(2), Duration.ofSeconds(60),
                List.of(Duration.ofSeconds(5)), 0.1, 50, allowPrivate, 1, Duration.ofSeconds(1)));
    }

    @Test
    void anAddressInsideThePlatformsNetworkIsNotCalled() {
        Attempt attempt = call(false).post(address, "msg_1", "{}", null, NOW);

        assertThat(attempt.delivered()).isFalse();
        assertThat(attempt.error()).isEqualTo("the address's host is inside the platform's own network (127.0.0.1); "
                + "such addresses are not called");
        assertThat(received).hasValue(0);
    }

    @Test
    void anAllowedAddressGetsTheMessageWithItsHeadersAndItsAnswerIsKept() {
        Attempt attempt = call(true).post(address, "msg_2", "{\"a\":1}", "a-secret-of-sixteen+", NOW);

        assertThat(received).hasValue(1);
        assertThat(headers).containsEntry("webhook-id", "msg_2")
                .containsEntry("webhook-timestamp", String.valueOf(NOW.getEpochSecond()))
                .containsEntry("content-type", "application/json; charset=UTF-8")
                .containsKey("webhook-signature");
        assertThat(attempt.status()).isEqualTo(503);
        assertThat(attempt.retryAfter()).isEqualTo(Duration.ofSeconds(120));
    }

    @Test
    void aHostThatIsNotKnownFailsNamingIt() {
        Attempt attempt = call(false).post("http://no-such-host.invalid/hook", "msg_3", "{}", null, NOW);

        assertThat(attempt.error()).isEqualTo("the address's host no-such-host.invalid is not known");
    }
}
