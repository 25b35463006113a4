package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.actuate.observability.AutoConfigureObservability;
import org.springframework.boot.test.web.server.LocalManagementPort;
import org.springframework.core.env.Environment;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.annotation.DirtiesContext.ClassMode;
import org.springframework.test.context.TestPropertySource;

/**
 * The meters on {@code /actuator/prometheus} after real calls (Axon's own, the latency of each route over HTTP and as
 * a tool, each processor's lag) and readiness that goes out of service while a projection lags past the bound. A
 * Spring Boot test exports no metrics unless asked to, hence AutoConfigureObservability. The server is the class's
 * own: the tests count its calls from the first and stop one of its projections.
 */
@DirtiesContext(classMode = ClassMode.AFTER_CLASS)
@AutoConfigureObservability(tracing = false)
@TestPropertySource(properties = {"svc.health.max-lag=" + MetricsHttpContract.MAX_LAG,
        "spring.datasource.hikari.connection-timeout=" + MetricsHttpContract.POOL_WAIT_MS})
abstract class MetricsHttpContract extends HttpSupport {
    static final int MAX_LAG = 5;
    /** How long a caller waits for one of the service's connections: a reading that waited would fail after it. */
    static final int POOL_WAIT_MS = 3000;
    /** A projection none of these calls reads, so stopping it holds up nothing here. */
    private static final String STOPPED = "publishings";

    @Autowired
    EventProcessingConfiguration processing;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    DataSource dataSource;

    @LocalManagementPort
    int managementPort;

    @Autowired
    Environment environment;

    @Test
    void theOperatorsEndpointsAreOnTheManagementPortOnLoopbackAndTheApiPortKeepsBareProbes() throws Exception {
        for (String path : List.of("/actuator/prometheus", "/actuator/health", "/actuator/health/readiness")) {
            assertThat(get(port, path).statusCode()).as("%s on the API port", path).isEqualTo(404);
        }
        for (String path : List.of("/livez", "/readyz")) {
            HttpResponse<String> probe = get(port, path);
            assertThat(probe.statusCode()).as(path).isEqualTo(200);
            assertThat(json(probe.body())).as(path).isEqualTo(json("{\"status\":\"UP\"}"));
        }
        assertThat(managementPort).isNotEqualTo(port);
        assertThat(environment.getProperty("management.server.address")).isEqualTo("127.0.0.1");
        assertThat(scrape()).contains("svc_route_latency_seconds");
        assertThat(health("readiness").body()).contains("projectionLag");
    }

    @Test
    void prometheusShowsAxonMetersRouteLatencyAndProcessorLag() throws Exception {
        assertThat(record(ana, s1, "m1", "2026-01-01").status()).isEqualTo(200);
        assertThat(unit(ana, s1, "m1").status()).isEqualTo(200);
        assertRefusal(unit(ana, s1, "no-such-unit"), 404, "not_found");
        assertRefusal(post("read/no_such_route", ana, s1, "{}"), 404, "not_found");
        assertUnauthenticated(post("read/unit", "not-a-token", s1, "{}"));

        // A call is timed once its filter chain returns, which can be after its client has read the answer.
        String scrape = scrapeUntil(text -> count(text, "read/unit", "no_session") >= 1);
        assertThat(count(scrape, "act/record", "2xx")).isEqualTo(1);
        assertThat(count(scrape, "read/unit", "2xx")).isGreaterThanOrEqualTo(1);
        assertThat(count(scrape, "read/unit", "not_found")).isGreaterThanOrEqualTo(1);
        assertThat(count(scrape, "unknown", "not_found")).isEqualTo(1);
        assertThat(count(scrape, "read/unit", "no_session")).as("refused by security, before the dispatcher")
                .isGreaterThanOrEqualTo(1);
        assertThat(scrape).containsPattern("svc_route_latency_seconds_bucket\\{[^}]*route=\"act/record\",le=\"[^\"]+\"");

        long toolCallsBefore = count(scrape, "read/unit", "2xx");
        try (McpSyncClient client = McpClients.signedIn(port, ana)) {
            CallToolResult result = McpClients.call(client, "svc.read.unit",
                    Map.of("unit", Map.of("id", "m1", "kind", "hypothesis")), Map.of("scope", s1));
            assertThat(result.isError()).as("%s", result).isFalse();
        }
        assertThat(count(scrape(), "read/unit", "2xx")).isEqualTo(toolCallsBefore + 1);

        assertThat(scrape).as("each call is timed once, not again by each security filter")
                .containsPattern("(?m)^http_server_requests_seconds_count\\{")
                .doesNotContainPattern("(?m)^spring_security_[a-z_]+\\{");
        assertThat(scrape).containsPattern("(?m)^commandBus_[a-zA-Z_]+\\{");
        assertThat(scrape).as("the buses count and time their messages, with no capacity gauge copied on each")
                .containsPattern("(?m)^commandBus_allTimer_seconds_count\\{")
                .containsPattern("(?m)^queryBus_[a-zA-Z_]+\\{")
                .doesNotContainPattern("(?m)^(commandBus|queryBus)_capacity\\{")
                .containsPattern("(?m)^eventProcessor_capacity\\{");
        assertThat(scrape).containsPattern("(?m)^eventStore_[a-zA-Z_]+\\{");
        assertThat(scrape).containsPattern("(?m)^eventProcessor_[a-zA-Z_]+\\{[^}]*processorName=\"hypotheses\"");
        for (String processor : List.of("grants", "hypotheses", STOPPED)) {
            assertThat(scrape).containsPattern("(?m)^svc_processor_lag\\{processor=\"" + processor + "\"\\} \\d");
        }
    }

    @Test
    void rebuildProgressComesFromTheJobOfARunningRebuild() throws Exception {
        jdbc.update("INSERT INTO svc_rebuild.rebuild_job (processor, position, gaps, events, started, owner, "
                + "heartbeat) VALUES ('hypotheses', 0, '', 7, CURRENT_TIMESTAMP, 'rebuild:test', CURRENT_TIMESTAMP)");
        try {
            String scrape = scrape();
            assertThat(scrape).containsPattern("(?m)^svc_rebuild_events\\{projection=\"hypotheses\"\\} 7\\.0$");
            assertThat(scrape).containsPattern("(?m)^svc_rebuild_behind\\{projection=\"hypotheses\"\\} [1-9]");
            assertThat(scrape).containsPattern("(?m)^svc_rebuild_behind\\{projection=\"grants\"\\} 0\\.0$");
        } finally {
            jdbc.update("DELETE FROM svc_rebuild.rebuild_job WHERE owner = 'rebuild:test'");
        }
    }

    @Test
    void readinessIsOutOfServiceWhileAProjectionLagsPastTheBound() throws Exception {
        StreamingEventProcessor stopped = processing.eventProcessor(STOPPED, StreamingEventProcessor.class)
                .orElseThrow();
        stopped.shutDown();
        try {
            for (int i = 0; i <= MAX_LAG; i++) {
                give("lagging-" + i, acme, List.of("read"));
            }
            JsonNode outOfService = readinessUntil(503);
            HttpResponse<String> bare = get(port, "/readyz");
            assertThat(bare.statusCode()).isEqualTo(503);
            assertThat(json(bare.body())).isEqualTo(json("{\"status\":\"OUT_OF_SERVICE\"}"));
            assertThat(outOfService.get("status").asText()).isEqualTo("OUT_OF_SERVICE");
            JsonNode lag = outOfService.at("/components/projectionLag/details");
            assertThat(lag.get("max_lag").asLong()).isEqualTo(MAX_LAG);
            assertThat(lag.at("/processors/" + STOPPED).asLong()).isGreaterThan(MAX_LAG);
            assertThat(health("liveness").statusCode()).isEqualTo(200);
        } finally {
            stopped.start();
        }
        JsonNode ready = readinessUntil(200);
        assertThat(ready.get("status").asText()).isEqualTo("UP");
        assertThat(ready.at("/components/projectionLag/details/processors/" + STOPPED).asLong())
                .isLessThanOrEqualTo(MAX_LAG);
    }

    /** Polls readiness until it answers {@code status}, which it must within half a minute. */
    private JsonNode readinessUntil(int status) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        HttpResponse<String> readiness;
        do {
            readiness = health("readiness");
            if (readiness.statusCode() == status) {
                break;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        assertThat(readiness.statusCode()).as(readiness.body()).isEqualTo(status);
        return json(readiness.body());
    }

    /**
     * The lags are read on the probes' pool: with every connection of the service's taken (as a rebuild's swap once
     * had every processor hold one, waiting on its locks), a scrape still answers with them. The test takes
     * connections until the pool has none to give (its processors hold the rest); a lag read on that pool would wait
     * out the pool's timeout and show NaN. Scrapes go on for a second, past the 500 ms for which one reading of the
     * lags serves every scrape, so that one of them reads anew.
     */
    @Test
    void aScrapeAnswersWhileEveryConnectionOfTheServicesPoolIsTaken() throws Exception {
        List<Connection> taken = new ArrayList<>();
        try {
            try {
                while (true) {
                    taken.add(dataSource.getConnection());
                }
            } catch (SQLTransientConnectionException poolEmpty) {
                assertThat(taken).isNotEmpty();
            }
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
            do {
                HttpResponse<String> scrape = get(managementPort, "/actuator/prometheus",
                        Duration.ofMillis(2 * POOL_WAIT_MS));
                assertThat(scrape.statusCode()).isEqualTo(200);
                assertThat(scrape.body()).containsPattern("(?m)^svc_processor_lag\\{processor=\"hypotheses\"\\} \\d");
            } while (System.nanoTime() < until);
        } finally {
            for (Connection connection : taken) {
                connection.close();
            }
            processorsRecovered();
        }
    }

    /** Processors refused a connection meanwhile back off and retry; the class's other tests need them working. */
    private void processorsRecovered() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        List<String> failing;
        do {
            failing = processing.eventProcessors().entrySet().stream()
                    .filter(entry -> entry.getValue() instanceof StreamingEventProcessor streaming
                            && streaming.isError())
                    .map(Map.Entry::getKey).toList();
            if (failing.isEmpty()) {
                return;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        assertThat(failing).as("processors still failing a minute after the pool was given back").isEmpty();
    }

    private HttpResponse<String> health(String group) throws Exception {
        return actuator("health/" + group);
    }

    /** Scrapes until {@code seen} holds of the text, for at most ten seconds; the last text either way. */
    private String scrapeUntil(Predicate<String> seen) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        String text = scrape();
        while (!seen.test(text) && System.nanoTime() < deadline) {
            Thread.sleep(50);
            text = scrape();
        }
        return text;
    }

    private String scrape() throws Exception {
        HttpResponse<String> scrape = actuator("prometheus");
        assertThat(scrape.statusCode()).as(scrape.body()).isEqualTo(200);
        return scrape.body();
    }

    private HttpResponse<String> actuator(String path) throws Exception {
        return get(managementPort, "/actuator/" + path);
    }

    private static HttpResponse<String> get(int port, String path) throws Exception {
        return get(port, path, Duration.ofSeconds(60));
    }

    private static HttpResponse<String> get(int port, String path, Duration timeout) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(timeout).GET().build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
    }

    /** How many calls of {@code route} ended in {@code outcome}, by the latency histogram's count; 0 when none. */
    private static long count(String scrape, String route, String outcome) {
        Matcher line = Pattern.compile("(?m)^svc_route_latency_seconds_count\\{([^}]*)\\} (\\S+)$").matcher(scrape);
        while (line.find()) {
            String tags = line.group(1);
            if (tags.contains("route=\"" + route + "\"") && tags.contains("outcome=\"" + outcome + "\"")) {
                return (long) Double.parseDouble(line.group(2));
            }
        }
        return 0;
    }
}
