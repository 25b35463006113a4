package svc.ops.process;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server killed with SIGKILL while a move's connector call is in flight: after the restart the task is failed, not
 * run again, its move is failed with it, and the receiver was called once.
 */
class ConnectorRestartIT {
    private static final String ACME = "tenant/acme";
    private static final String B1 = "tenant/acme/brand/b1";
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The receiver listens on loopback, inside the network a connector is otherwise never called in. */
    private static final Map<String, String> CONNECTOR_ON_LOOPBACK =
            Map.of("SVC_CONNECTORS_ALLOW_PRIVATE_ADDRESSES", "true");

    @TempDir
    Path data;

    @Test
    void aTaskWhoseConnectorCallWasInFlightIsFailedAfterARestartAndNeverCalledAgain() throws Exception {
        List<String> calls = new CopyOnWriteArrayList<>();
        CountDownLatch never = new CountDownLatch(1);
        HttpServer receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.setExecutor(Executors.newCachedThreadPool());
        receiver.createContext("/hold", exchange -> {
            calls.add(exchange.getRequestHeaders().getFirst("Svc-Move"));
            try {
                never.await(120, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            exchange.close();
        });
        receiver.start();
        List<String> storage = List.of("--data", data.toString());
        int port = SvcProcess.freePort();
        Path log = data.resolve("server.log");
        Process server = SvcProcess.serve(storage, port, log, CONNECTOR_ON_LOOPBACK);
        try {
            SvcProcess.run("grant", storage, "--subject", "ana", "--place", ACME, "--grants", "read,act");
            String token = SvcProcess.run("token", storage, "--subject", "ana").trim();
            String address = "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hold";
            HttpResponse<String> installed = SvcProcess.post(port, "act/record", token, ACME,
                    "{\"facts\":[{\"kind\":\"connector\","
                    + "\"id\":\"c-hold\",\"connector_kind\":\"http\",\"actions\":[\"create_lead\"],\"address\":\""
                    + address + "\"}]}");
            assertThat(installed.statusCode()).as(installed.body()).isEqualTo(200);

            HttpResponse<String> accepted = SvcProcess.post(port, "act/act_through_connector", token, B1,
                    "{\"installed_connector\":\"c-hold\",\"kind_of_action\":\"create_lead\","
                            + "\"arguments\":{\"name\":\"Ana Lima\"},\"argument_sources\":{\"name\":\"lead/l1\"}}");
            assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
            String task = JSON.readTree(accepted.body()).get("body").get("task").asText();
            String move = "mv_" + task.substring("tk_".length());
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (calls.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(calls).containsExactly(move);

            server.destroyForcibly().waitFor();
            server = SvcProcess.serve(storage, port, log, CONNECTOR_ON_LOOPBACK);

            JsonNode status = untilEnded(port, token, task);
            assertThat(status.get("state").asText()).as(status.toString()).isEqualTo("failed");
            assertThat(status.get("error").asText()).isNotBlank();
            JsonNode body = untilMoveEnded(port, token, move);
            assertThat(body.get("state").asText()).as(body.toString()).isEqualTo("failed");
            assertThat(body.get("reason").asText()).isEqualTo(status.get("error").asText());
            assertThat(calls).containsExactly(move);
        } finally {
            server.destroyForcibly().waitFor();
            never.countDown();
            receiver.stop(0);
        }
    }

    /**
     * The move, once the {@code task-endings} processor has closed it: it reacts to the task's failure, so the move
     * can still read as running for a moment after the task reads as failed.
     */
    private static JsonNode untilMoveEnded(int port, String token, String move) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        JsonNode body;
        do {
            HttpResponse<String> unit = SvcProcess.post(port, "read/unit", token, B1,
                    "{\"unit\":{\"id\":\"" + move + "\",\"kind\":\"move\"}}");
            assertThat(unit.statusCode()).as(unit.body()).isEqualTo(200);
            body = JSON.readTree(unit.body()).get("body");
            if (!body.get("state").asText().equals("running")) {
                return body;
            }
            Thread.sleep(100);
        } while (System.nanoTime() < deadline);
        return body;
    }

    /** The grant given from the command line reaches the server's projection within moments. */
    private static JsonNode untilEnded(int port, String token, String task) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        JsonNode status;
        do {
            HttpResponse<String> reply = SvcProcess.post(port, "work/status", token, B1,
                    "{\"task\":\"" + task + "\"}");
            assertThat(reply.statusCode()).as(reply.body()).isEqualTo(200);
            status = JSON.readTree(reply.body()).get("body");
            if (List.of("succeeded", "failed", "cancelled").contains(status.get("state").asText())) {
                return status;
            }
            Thread.sleep(100);
        } while (System.nanoTime() < deadline);
        return status;
    }
}
