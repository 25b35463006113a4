package svc.ops.process;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import svc.projections.TestDatabases;

/**
 * Recorded time only moves forward in log order while a server (8 threads of calls) and two import processes append
 * to one PostgreSQL log at once (bitemporal notes, section 3, case 5).
 */
class RecordedTimeIT {
    private static final String SCOPE = "tenant/acme/brand/b1/strategy/s1";

    @TempDir
    Path work;

    @Test
    void recordedTimeOnlyMovesForwardAcrossThreadsAndProcesses() throws Exception {
        String url = TestDatabases.postgresUrl();
        List<String> storage = List.of("--db", url);
        int port = SvcProcess.freePort();
        Process server = SvcProcess.serve(storage, port, work.resolve("server.log"));
        ExecutorService callers = Executors.newFixedThreadPool(8);
        try {
            SvcProcess.run("grant", storage, "--subject", "ana", "--place", "tenant/acme", "--grants", "read,act");
            String token = SvcProcess.run("token", storage, "--subject", "ana").trim();
            ServerProcessIT.call(port, token, "read/unit", "{\"unit\":{\"id\":\"none\",\"kind\":\"hypothesis\"}}");

            Process first = SvcProcess.start("import", storage, facts("a", 200).toString(), "--chunk", "4");
            Process second = SvcProcess.start("import", storage, facts("b", 200).toString(), "--chunk", "4");
            List<Future<Integer>> calls = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int thread = t;
                calls.add(callers.submit(() -> {
                    int ok = 0;
                    for (int i = 0; i < 20; i++) {
                        HttpResponse<String> answer = SvcProcess.post(port, "act/record", token, SCOPE,
                                "{\"facts\":[{\"kind\":\"hypothesis\",\"id\":\"t" + thread + "-" + i
                                        + "\",\"claim\":\"c\"}]}");
                        ok += answer.statusCode() == 200 ? 1 : 0;
                    }
                    return ok;
                }));
            }
            int answered = 0;
            for (Future<Integer> call : calls) {
                answered += call.get(5, TimeUnit.MINUTES);
            }
            assertThat(first.waitFor(5, TimeUnit.MINUTES) && second.waitFor(1, TimeUnit.MINUTES)).isTrue();
            assertThat(first.exitValue()).isZero();
            assertThat(second.exitValue()).isZero();
            assertThat(answered).isEqualTo(160);

            List<Instant> recorded = recordedInLogOrder(url);
            assertThat(recorded).hasSize(1 + 400 + 160);
            for (int i = 1; i < recorded.size(); i++) {
                assertThat(recorded.get(i)).as("event %d of %d", i, recorded.size())
                        .isAfterOrEqualTo(recorded.get(i - 1));
            }
        } finally {
            callers.shutdownNow();
            server.destroyForcibly().waitFor();
        }
    }

    private Path facts(String prefix, int count) throws Exception {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < count; i++) {
            lines.append("{\"kind\":\"hypothesis\",\"id\":\"").append(prefix).append(i)
                    .append("\",\"place\":\"").append(SCOPE).append("\",\"claim\":\"imported\"}\n");
        }
        Path file = work.resolve(prefix + ".ndjson");
        Files.writeString(file, lines);
        return file;
    }

    private static List<Instant> recordedInLogOrder(String url) throws Exception {
        ObjectMapper json = new ObjectMapper();
        List<Instant> recorded = new ArrayList<>();
        try (Connection db = DriverManager.getConnection(url);
                ResultSet rows = db.createStatement().executeQuery(
                        "SELECT metadata FROM domainevententry ORDER BY globalindex")) {
            while (rows.next()) {
                String metadata = new String(rows.getBytes(1), StandardCharsets.UTF_8);
                recorded.add(Instant.parse(json.readTree(metadata).get("recorded").asText()));
            }
        }
        return recorded;
    }
}
