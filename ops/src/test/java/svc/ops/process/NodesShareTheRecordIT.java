package svc.ops.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;
import svc.projections.TestDatabases;

/**
 * Two nodes on one PostgreSQL record: either takes any call; racing changes of one unit through both are each
 * retried until written, and written once, never lost or doubled; a Svc-Key and a sign-out hold on both; the
 * projection segments are shared, no node holding every segment of a processor.
 */
class NodesShareTheRecordIT {
    private static final String ACME = "tenant/acme";
    private static final String SCOPE = "tenant/acme/brand/b1/strategy/s1";
    private static final int RACES = 8;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    /** Kept when the test fails, with each node's log. */
    @TempDir(cleanup = CleanupMode.ON_SUCCESS)
    Path logs;

    @Test
    void twoNodesShareOneRecord() throws Exception {
        try (Cluster cluster = new Cluster(TestDatabases.postgresUrl(), logs, Map.of())) {
            Future<String> ana = cluster.beside("ana", ACME);
            Future<String> bo = cluster.beside("bo", ACME);
            List<Cluster.Node> nodes = cluster.start(2);
            int a = nodes.get(0).port();
            int b = nodes.get(1).port();
            runChecks(cluster, a, b, ana.get(), bo.get());
            anMcpClientIsAnsweredByEitherNodeInTurn(a, b, ana.get());
            aNodeAMcpClientLeftStopsWithinFiveSeconds(nodes.get(0), ana.get());
        }
    }

    private static void runChecks(Cluster cluster, int a, int b, String ana, String bo) throws Exception {
        HttpResponse<String> recorded = ServerProcessIT.call(a, ana, "act/record",
                "{\"facts\":[{\"kind\":\"hypothesis\",\"id\":\"h1\",\"claim\":\"Referrals convert better\","
                        + "\"true_from\":\"2026-01-01\"}]}");
        assertThat(recorded.statusCode()).as(recorded.body()).isEqualTo(200);

        racingChangesAreWrittenOnceOrRefused(a, b, ana);
        aKeyHoldsOnBothNodes(a, b, ana);
        aSignOutHoldsOnBothNodes(a, b, bo);
        segmentsAreShared(cluster, a, b);
    }

    private static void racingChangesAreWrittenOnceOrRefused(int a, int b, String token) throws Exception {
        ExecutorService callers = Executors.newFixedThreadPool(2 * RACES);
        try {
            List<Future<HttpResponse<String>>> answers = new ArrayList<>();
            for (int i = 0; i < RACES; i++) {
                String viaA = "via-a-" + i;
                String viaB = "via-b-" + i;
                answers.add(callers.submit(() -> settle(a, token, viaA)));
                answers.add(callers.submit(() -> settle(b, token, viaB)));
            }
            List<String> written = new ArrayList<>();
            List<String> all = new ArrayList<>();
            for (Future<HttpResponse<String>> answer : answers) {
                HttpResponse<String> reply = answer.get(60, TimeUnit.SECONDS);
                assertThat(reply.statusCode()).as(reply.body()).isEqualTo(200);
                String on = reply.request().headers().firstValue("Svc-Test-On").orElseThrow();
                all.add(on);
                if (reply.statusCode() == 200) {
                    written.add(on);
                }
            }
            String history = SvcProcess.post(b, "read/history", token, SCOPE,
                    "{\"unit\":{\"id\":\"h1\",\"kind\":\"hypothesis\"}}").body();
            for (String on : all) {
                long times = occurrences(history, "\"" + on + "\"");
                assertThat(times).as(on + " in " + history).isEqualTo(written.contains(on) ? 1 : 0);
            }
        } finally {
            callers.shutdownNow();
        }
    }

    private static HttpResponse<String> settle(int port, String token, String on) throws Exception {
        return SvcProcess.post(port, "act/settle", token, SCOPE,
                "{\"hypothesis\":\"h1\",\"standing\":\"supported\",\"on\":\"" + on + "\"}", "Svc-Test-On", on);
    }

    private static void aKeyHoldsOnBothNodes(int a, int b, String token) throws Exception {
        String body = "{\"hypothesis\":\"h1\",\"standing\":\"refuted\",\"on\":\"keyed once\"}";
        HttpResponse<String> first = SvcProcess.post(a, "act/settle", token, SCOPE, body, "Svc-Key", "k-nodes");
        HttpResponse<String> again = SvcProcess.post(b, "act/settle", token, SCOPE, body, "Svc-Key", "k-nodes");
        assertThat(first.statusCode()).as(first.body()).isEqualTo(200);
        assertThat(again.statusCode()).as(again.body()).isEqualTo(200);
        HttpResponse<String> reused = SvcProcess.post(b, "act/settle", token, SCOPE,
                body.replace("keyed once", "other"), "Svc-Key", "k-nodes");
        assertThat(reused.statusCode()).as(reused.body()).isEqualTo(409);
        String history = SvcProcess.post(a, "read/history", token, SCOPE,
                "{\"unit\":{\"id\":\"h1\",\"kind\":\"hypothesis\"}}").body();
        assertThat(occurrences(history, "\"keyed once\"")).isEqualTo(1);
    }

    private static void aSignOutHoldsOnBothNodes(int a, int b, String token) throws Exception {
        assertThat(SvcProcess.post(b, "session/whoami", token, ACME, "{}").statusCode()).isEqualTo(200);
        HttpResponse<String> out = SvcProcess.post(a, "session/sign_out", token, ACME, "{\"every_session\":true}");
        assertThat(out.statusCode()).as(out.body()).isEqualTo(200);
        assertThat(SvcProcess.post(b, "session/whoami", token, ACME, "{}").statusCode()).isEqualTo(401);
    }

    /**
     * Every segment ends up claimed, each processor of several segments has them held by both nodes (neither holds
     * them all), and a processor of one segment (one that must see every event in order) by either.
     */
    private static void segmentsAreShared(Cluster cluster, int a, int b) throws Exception {
        Map<String, Map<Integer, String>> owners = Map.of();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            owners = cluster.owners();
            if (!owners.isEmpty() && owners.values().stream().allMatch(NodesShareTheRecordIT::shared)) {
                break;
            }
            Thread.sleep(500);
        }
        assertThat(owners.values().stream().filter(segments -> segments.size() > 1)).isNotEmpty();
        for (Map.Entry<String, Map<Integer, String>> processor : owners.entrySet()) {
            Set<Integer> holders = processor.getValue().values().stream().map(NodesShareTheRecordIT::port)
                    .collect(Collectors.toSet());
            if (processor.getValue().size() > 1) {
                assertThat(holders).as(processor.getKey() + " " + processor.getValue())
                        .containsExactlyInAnyOrder(a, b);
            } else {
                assertThat(holders).as(processor.getKey() + " " + processor.getValue()).containsAnyOf(a, b);
            }
        }
    }

    /**
     * One MCP client whose requests a balancer spreads over both nodes, with no stickiness: it initializes on one
     * and calls tools on the other, then on the first again. Each request stands alone (no session to find).
     */
    private static void anMcpClientIsAnsweredByEitherNodeInTurn(int a, int b, String token) throws Exception {
        HttpResponse<String> initialized = mcp(a, token, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\","
                + "\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"balanced\",\"version\":\"1\"}}}");
        assertThat(initialized.statusCode()).as(initialized.body()).isEqualTo(200);
        assertThat(initialized.body()).contains("\"serverInfo\"");
        assertThat(initialized.headers().firstValue("Mcp-Session-Id")).as("a session to route back to").isEmpty();
        HttpResponse<String> told = mcp(b, token, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        assertThat(told.statusCode()).as(told.body()).isIn(200, 202);
        int id = 2;
        for (int port : List.of(b, a, b)) {
            HttpResponse<String> called = mcp(port, token, "{\"jsonrpc\":\"2.0\",\"id\":" + id++ + ","
                    + "\"method\":\"tools/call\",\"params\":{\"name\":\"svc.read.unit\",\"arguments\":{"
                    + "\"unit\":{\"id\":\"h1\",\"kind\":\"hypothesis\"},"
                    + "\"_envelope\":{\"scope\":\"" + SCOPE + "\"}}}}");
            assertThat(called.statusCode()).as(called.body()).isEqualTo(200);
            assertThat(called.body()).as("node on " + port).contains("\"isError\":false", "Referrals convert better");
        }
    }

    /**
     * A node stops promptly on SIGTERM although an MCP client opened the event stream a streamable client opens and
     * went away without closing it: nothing of the client is held open for a graceful shutdown to wait for.
     */
    private static void aNodeAMcpClientLeftStopsWithinFiveSeconds(Cluster.Node node, String token) throws Exception {
        HttpResponse<String> initialized = mcp(node.port(), token, "{\"jsonrpc\":\"2.0\",\"id\":1,"
                + "\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"gone\",\"version\":\"1\"}}}");
        String session = initialized.headers().firstValue("Mcp-Session-Id")
                .map(id -> "Mcp-Session-Id: " + id + "\r\n").orElse("");
        try (Socket left = new Socket("127.0.0.1", node.port())) {
            left.getOutputStream().write(("GET /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n"
                    + session + "Authorization: Bearer " + token + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            left.getOutputStream().flush();
            String status = new String(left.getInputStream().readNBytes(12), StandardCharsets.US_ASCII);
            assertThat(status).as("the answer to the stream a streamable client asks for").startsWith("HTTP/1.1 ");
            long asked = System.nanoTime();
            node.process().destroy();
            assertThat(node.process().waitFor(5, TimeUnit.SECONDS)).as("stopped within 5 s of SIGTERM").isTrue();
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - asked)).isLessThan(5_000);
        }
    }

    private static HttpResponse<String> mcp(int port, String token, String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/mcp"))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static boolean shared(Map<Integer, String> segments) {
        return !segments.containsValue(null)
                && (segments.size() == 1 || segments.values().stream().distinct().count() == 2);
    }

    private static Integer port(String owner) {
        return owner == null ? null : Integer.valueOf(owner.substring(owner.lastIndexOf(':') + 1));
    }

    private static long occurrences(String text, String part) {
        long count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
