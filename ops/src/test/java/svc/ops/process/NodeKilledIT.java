package svc.ops.process;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;
import svc.projections.TestDatabases;

/**
 * A node killed with SIGKILL while both nodes take changes and it works a task: every change answered 200 is in the
 * log and read back from the other node, the other node takes over every segment, and the task the dead node was
 * working is run again there.
 */
class NodeKilledIT {
    private static final String ACME = "tenant/acme";
    private static final String SCOPE = "tenant/acme/brand/b1/strategy/s1";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int CALLERS = 4;

    /** Kept when the test fails, with each node's log. */
    @TempDir(cleanup = CleanupMode.ON_SUCCESS)
    Path logs;

    @Test
    void theOtherNodeCarriesOnWithNothingLost() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        CountDownLatch released = new CountDownLatch(1);
        HttpServer source = HeldSource.start(asked, released, Duration.ofSeconds(180));
        // Limits off: the callers and the read-back of every change outrun one subject's allowance, and limits are
        // not what this test is about.
        Map<String, String> environment = Map.of("SVC_DEEPEN_ALLOW_PRIVATE_ADDRESSES", "true",
                "SVC_LIMITS_ENABLED", "false");
        try (Cluster cluster = new Cluster(TestDatabases.postgresUrl(), logs, environment)) {
            Future<String> granted = cluster.beside("ana", ACME);
            List<Cluster.Node> nodes = cluster.start(2);
            Cluster.Node dying = nodes.get(0);
            int a = dying.port();
            int b = nodes.get(1).port();
            String token = granted.get();
            HttpResponse<String> recorded = ServerProcessIT.call(a, token, "act/record",
                    "{\"facts\":[{\"kind\":\"observation\",\"id\":\"ob-1\",\"source\":\"http://127.0.0.1:"
                            + source.getAddress().getPort() + "/pricing\"}]}");
            assertThat(recorded.statusCode()).as(recorded.body()).isEqualTo(200);
            HttpResponse<String> started = SvcProcess.post(a, "act/deepen", token, SCOPE,
                    "{\"observation\":\"ob-1\",\"depth\":\"fetch\","
                            + "\"asked_by\":{\"id\":\"h0\",\"kind\":\"hypothesis\"}}");
            assertThat(started.statusCode()).as(started.body()).isEqualTo(202);
            String task = JSON.readTree(started.body()).get("body").get("task").asText();
            long reached = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
            while (asked.get() == 0 && System.nanoTime() < reached) {
                Thread.sleep(20);
            }
            assertThat(asked.get()).as("the task reached its source on the node that took the call").isEqualTo(1);

            Set<String> answered;
            try (Load load = Load.start(CALLERS, "k", (caller, n, id) -> SvcProcess.post(n % 2 == 0 ? a : b,
                    "act/record", token, SCOPE, "{\"facts\":[{\"kind\":\"hypothesis\",\"id\":\"" + id
                            + "\",\"claim\":\"c\",\"true_from\":\"2026-01-01\"}]}"))) {
                load.awaitAnswered(CALLERS * 5, Duration.ofMinutes(2));
                dying.kill();
                load.awaitAnswered(CALLERS * 5, Duration.ofMinutes(2));
                load.stop();
                answered = load.answered();
            }
            assertThat(answered).hasSizeGreaterThan(10);

            for (String id : answered) {
                assertThat(cluster.count("SELECT COUNT(*) FROM domainevententry WHERE "
                        + "convert_from(payload, 'UTF8') LIKE '%" + id + "%'")).as(id).isEqualTo(1);
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            for (String id : answered) {
                int status;
                do {
                    status = SvcProcess.post(b, "read/unit", token, SCOPE,
                            "{\"unit\":{\"id\":\"" + id + "\",\"kind\":\"hypothesis\"}}").statusCode();
                } while (status != 200 && System.nanoTime() < deadline && pause());
                assertThat(status).as("read back " + id).isEqualTo(200);
            }

            Map<String, Map<Integer, String>> owners = cluster.owners();
            while (!heldBy(owners, b) && System.nanoTime() < deadline) {
                Thread.sleep(500);
                owners = cluster.owners();
            }
            assertThat(heldBy(owners, b)).as(owners.toString()).isTrue();

            released.countDown();
            JsonNode ended = status(b, token, task);
            while (!List.of("succeeded", "failed", "cancelled").contains(ended.get("state").asText())
                    && System.nanoTime() < deadline) {
                Thread.sleep(200);
                ended = status(b, token, task);
            }
            assertThat(ended.get("state").asText()).as(ended.toString()).isEqualTo("succeeded");
            assertThat(ended.get("result").get("fetched").get("text").asText()).isEqualTo(HeldSource.TEXT);
            assertThat(asked.get()).as("fetched again by the node that took the task up").isEqualTo(2);
        } finally {
            released.countDown();
            source.stop(0);
        }
    }

    private static boolean heldBy(Map<String, Map<Integer, String>> owners, int port) {
        return !owners.isEmpty() && owners.values().stream().flatMap(segments -> segments.values().stream())
                .allMatch(owner -> owner != null && owner.endsWith(":" + port));
    }

    private static boolean pause() throws InterruptedException {
        Thread.sleep(200);
        return true;
    }

    private static JsonNode status(int port, String token, String task) throws Exception {
        HttpResponse<String> status = SvcProcess.post(port, "work/status", token, SCOPE,
                "{\"task\":\"" + task + "\"}");
        assertThat(status.statusCode()).as(status.body()).isEqualTo(200);
        return JSON.readTree(status.body()).get("body");
    }
}
