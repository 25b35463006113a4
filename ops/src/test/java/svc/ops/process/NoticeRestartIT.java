package svc.ops.process;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.standardwebhooks.Webhook;
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server killed with SIGKILL while it is telling a receiver of a run set aside: after the restart the notice is
 * delivered, under the same webhook-id, signed so the Standard Webhooks library verifies it.
 */
class NoticeRestartIT {
    private static final String ACME = "tenant/acme";
    private static final String SECRET = "whsec-restart-7c1e5b2d4a68";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path data;

    @Test
    void aNoticeInFlightWhenTheServerIsKilledIsDeliveredAfterTheRestartUnderTheSameId() throws Exception {
        record Call(String id, String body, Map<String, List<String>> headers) {
        }
        List<Call> calls = new CopyOnWriteArrayList<>();
        AtomicBoolean holding = new AtomicBoolean(true);
        CountDownLatch released = new CountDownLatch(1);
        HttpServer receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.setExecutor(Executors.newCachedThreadPool());
        receiver.createContext("/told", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            Map<String, List<String>> headers = new HashMap<>();
            exchange.getRequestHeaders().forEach((name, values) -> headers.put(name.toLowerCase(Locale.ROOT), values));
            calls.add(new Call(exchange.getRequestHeaders().getFirst("webhook-id"), body, headers));
            if (holding.get()) {
                try {
                    released.await(120, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                exchange.close();
                return;
            }
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        receiver.start();
        List<String> storage = List.of("--data", data.toString());
        Map<String, String> settings = Map.of("SVC_NOTICES_ALLOW_PRIVATE_ADDRESSES", "true",
                "SVC_NOTICES_INTERVAL", "200ms", "SVC_NOTICES_TIMEOUT", "10s", "SVC_NOTICES_LEASE", "12s");
        int port = SvcProcess.freePort();
        Path log = data.resolve("server.log");
        Process server = SvcProcess.serve(storage, port, log, settings);
        try {
            SvcProcess.run("grant", storage, "--subject", "ana", "--place", ACME, "--grants", "read,act");
            String token = SvcProcess.run("token", storage, "--subject", "ana").trim();
            String address = "http://127.0.0.1:" + receiver.getAddress().getPort() + "/told";
            HttpResponse<String> registered = SvcProcess.post(port, "act/webhook", token, ACME,
                    "{\"telling\":{\"address\":\"" + address + "\",\"kinds\":[\"run\"],\"secret\":\"" + SECRET + "\"}}");
            assertThat(registered.statusCode()).as(registered.body()).isEqualTo(200);
            HttpResponse<String> recorded = SvcProcess.post(port, "act/record", token, ACME,
                    "{\"facts\":[{\"kind\":\"run\",\"id\":\"prices-0301\",\"source\":\"https://shop.example.com\"}]}");
            assertThat(recorded.statusCode()).as(recorded.body()).isEqualTo(200);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (calls.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(calls).hasSize(1);
            String id = calls.get(0).id();

            server.destroyForcibly().waitFor();
            holding.set(false);
            released.countDown();
            server = SvcProcess.serve(storage, port, log, settings);

            deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            while (calls.size() < 2 && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(calls).hasSizeGreaterThanOrEqualTo(2);
            Call delivered = calls.get(calls.size() - 1);
            assertThat(delivered.id()).isEqualTo(id);
            assertThat(calls).extracting(Call::id).containsOnly(id);
            new Webhook(SECRET.getBytes(StandardCharsets.UTF_8)).verify(delivered.body(), delivered.headers());
            JsonNode notice = JSON.readTree(delivered.body());
            assertThat(notice.get("type").asText()).isEqualTo("run.recorded");
            assertThat(notice.at("/data/unit/id").asText()).isEqualTo("prices-0301");
        } finally {
            server.destroyForcibly().waitFor();
            released.countDown();
            receiver.stop(0);
        }
    }

    /** The grant given from the command line reaches the server's projection within moments. */
}
