package svc.ops.process;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * PostgreSQL stopped as by a crash and started again while a node takes changes: calls in the outage are refused
 * with a run id, the node serves again with no hand laid on it, every change answered 200 is in the log once, and
 * every change in the log is projected (nothing half-written).
 */
class PostgresRestartIT {
    private static final String ACME = "tenant/acme";
    private static final String SCOPE = "tenant/acme/brand/b1/strategy/s1";
    private static final Pattern ID = Pattern.compile("r-\\d-\\d{5}");
    private static final int CALLERS = 3;

    /** Kept when the test fails, with each node's log. */
    @TempDir(cleanup = CleanupMode.ON_SUCCESS)
    Path logs;

    @Test
    void theNodeRecoversByItselfAndNothingIsHalfWritten() throws Exception {
        Assumptions.assumeTrue(PrivatePostgres.available(), "no PostgreSQL programs to run a private cluster");
        try (PrivatePostgres postgres = PrivatePostgres.start()) {
            try (Connection admin = DriverManager.getConnection(postgres.url("postgres"))) {
                admin.createStatement().execute("CREATE DATABASE svc");
            }
            String url = postgres.url("svc");
            // Limits off: the callers and the reads that follow outrun one subject's allowance, and limits are not
            // what this test is about.
            Map<String, String> environment = Map.of("SPRING_DATASOURCE_HIKARI_CONNECTIONTIMEOUT", "2000",
                    "SVC_LIMITS_ENABLED", "false");
            try (Cluster cluster = new Cluster(url, logs, environment)) {
                Future<String> granted = cluster.beside("ana", ACME);
                int port = cluster.start(1).get(0).port();
                String token = granted.get();
                assertThat(ServerProcessIT.call(port, token, "session/whoami", "{}").statusCode())
                        .isEqualTo(200);

                Set<String> answered;
                List<JsonNode> refusals;
                try (Load load = Load.start(CALLERS, "r", (caller, n, id) -> record(port, token, id))) {
                    load.awaitAnswered(CALLERS * 5, Duration.ofMinutes(2));
                    postgres.crash();
                    load.awaitRefused(CALLERS, Duration.ofMinutes(2));
                    postgres.up();
                    load.awaitAnswered(CALLERS * 5, Duration.ofMinutes(2));
                    load.stop();
                    answered = load.answered();
                    refusals = load.refusals();
                }

                assertThat(refusals).as("calls in the outage were refused").isNotEmpty();
                for (JsonNode refusal : refusals) {
                    assertThat(refusal.path("run").asText()).as(refusal.toString()).isNotBlank();
                }
                assertThat(record(port, token, "r-9-00000").statusCode()).as("serving again").isEqualTo(200);
                answered.add("r-9-00000");

                Map<String, Integer> logged = logged(url);
                for (String id : answered) {
                    assertThat(logged.get(id)).as(id + " in the log").isEqualTo(1);
                }
                assertThat(logged.values()).allMatch(times -> times == 1);
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
                for (String id : logged.keySet()) {
                    int status;
                    do {
                        status = SvcProcess.post(port, "read/unit", token, SCOPE,
                                "{\"unit\":{\"id\":\"" + id + "\",\"kind\":\"hypothesis\"}}").statusCode();
                    } while (status != 200 && System.nanoTime() < deadline && pause());
                    assertThat(status).as("projected " + id).isEqualTo(200);
                }
            }
        }
    }

    private static HttpResponse<String> record(int port, String token, String id)
            throws IOException, InterruptedException {
        return SvcProcess.post(port, "act/record", token, SCOPE, "{\"facts\":[{\"kind\":\"hypothesis\",\"id\":\""
                + id + "\",\"claim\":\"c\",\"true_from\":\"2026-01-01\"}]}");
    }

    /** How many events of the log name each test unit. */
    private static Map<String, Integer> logged(String url) throws Exception {
        Map<String, Integer> logged = new HashMap<>();
        try (Connection db = DriverManager.getConnection(url);
                ResultSet rows = db.createStatement().executeQuery(
                        "SELECT convert_from(payload, 'UTF8') FROM domainevententry")) {
            while (rows.next()) {
                Matcher id = ID.matcher(rows.getString(1));
                if (id.find()) {
                    logged.merge(id.group(), 1, Integer::sum);
                }
            }
        }
        return logged;
    }

    private static boolean pause() throws InterruptedException {
        Thread.sleep(200);
        return true;
    }
}
