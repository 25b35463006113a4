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
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server killed with SIGKILL while a deepening task waits on its source: after the restart the task is run again
 * from the start, succeeds, and makes one deepening.
 */
class DeepenRestartIT {
    private static final String SCOPE = "tenant/acme/brand/b1/strategy/s1";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path data;

    @Test
    void aTaskRunningWhenTheServerDiesIsRunAgainAfterTheRestartAndMakesOneDeepening() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        CountDownLatch released = new CountDownLatch(1);
        HttpServer source = HeldSource.start(asked, released, Duration.ofSeconds(120));

        List<String> storage = List.of("--data", data.toString());
        Map<String, String> environment = Map.of("SVC_DEEPEN_ALLOW_PRIVATE_ADDRESSES", "true");
        int port = SvcProcess.freePort();
        Path log = data.resolve("server.log");
        Process server = SvcProcess.serve(storage, port, log, environment);
        try {
            SvcProcess.run("grant", storage, "--subject", "ana", "--place", "tenant/acme", "--grants", "read,act");
            String token = SvcProcess.run("token", storage, "--subject", "ana").trim();
            HttpResponse<String> recorded = ServerProcessIT.call(port, token, "act/record",
                    "{\"facts\":[{\"kind\":\"observation\",\"id\":\"ob-1\","
                            + "\"source\":\"http://127.0.0.1:" + source.getAddress().getPort() + "/pricing\"}]}");
            assertThat(recorded.statusCode()).as(recorded.body()).isEqualTo(200);

            HttpResponse<String> started = SvcProcess.post(port, "act/deepen", token, SCOPE,
                    "{\"observation\":\"ob-1\",\"depth\":\"both\","
                            + "\"asked_by\":{\"id\":\"h1\",\"kind\":\"hypothesis\"}}");
            assertThat(started.statusCode()).as(started.body()).isEqualTo(202);
            String task = JSON.readTree(started.body()).get("body").get("task").asText();
            for (int i = 0; i < 300 && asked.get() == 0; i++) {
                Thread.sleep(100);
            }
            assertThat(asked.get()).as("the task reached the source").isEqualTo(1);
            assertThat(status(port, token, task).get("state").asText()).isEqualTo("running");

            server.destroyForcibly().waitFor();
            server = SvcProcess.serve(storage, port, log, environment);

            JsonNode ended = status(port, token, task);
            for (int i = 0; i < 600 && !List.of("succeeded", "failed", "cancelled").contains(
                    ended.get("state").asText()); i++) {
                Thread.sleep(100);
                ended = status(port, token, task);
            }
            assertThat(ended.get("state").asText()).as(ended.toString()).isEqualTo("succeeded");
            assertThat(ended.get("result").get("fetched").get("text").asText()).isEqualTo(HeldSource.TEXT);
            assertThat(ended.get("result").get("embedding").get("vector")).hasSize(384);
            assertThat(asked.get()).as("fetched again after the restart").isEqualTo(2);
            String deepening = "dp_" + task.substring("tk_".length());
            HttpResponse<String> history = SvcProcess.post(port, "read/history", token, SCOPE,
                    "{\"unit\":{\"id\":\"" + deepening + "\",\"kind\":\"deepening\"}}");
            assertThat(history.statusCode()).as(history.body()).isEqualTo(200);
            assertThat(JSON.readTree(history.body()).get("body")).hasSize(1);
        } finally {
            released.countDown();
            server.destroyForcibly().waitFor();
            source.stop(0);
        }
    }

    private static JsonNode status(int port, String token, String task) throws Exception {
        HttpResponse<String> status = SvcProcess.post(port, "work/status", token, SCOPE,
                "{\"task\":\"" + task + "\"}");
        assertThat(status.statusCode()).as(status.body()).isEqualTo(200);
        return JSON.readTree(status.body()).get("body");
    }
}
