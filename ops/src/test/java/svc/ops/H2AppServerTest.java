package svc.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.command.api.GiveGrant;
import svc.command.api.GrantIds;
import svc.command.store.AxonStorageConfig;
import svc.gateway.auth.TokenIssuer;

/**
 * A real platform (the demo record on H2) and a real local app in one run, both over HTTP: platform-only routes and
 * calls over the size bound pass through the app unchanged; routes served by either are answered by the app from
 * its replica exactly as the platform answers them, for the same pairs of dates; the replica resumes after a restart;
 * act/settle reaches the platform under its Svc-Key once, even when the connection drops before the answer.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class H2AppServerTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private static final String N = "tenant/demo/brand/northwind";
    private static final String S = N + "/strategy/spring-launch";
    private static final int SIZE_BOUND = 3;

    private Path folder;
    private ConfigurableApplicationContext platform;
    private ConfigurableApplicationContext app;
    private String token;

    @BeforeAll
    void start(@TempDir Path folder) {
        this.folder = folder;
        Map<String, Object> properties = h2(folder.resolve("platform"));
        DemoStorage.loadH2(properties.get("spring.datasource.url").toString());
        properties.put("server.port", "0");
        properties.put("management.server.port", "0");
        properties.put("svc.demo", "true");
        properties.put("svc.beat.enabled", "false");
        properties.put("svc.limits.enabled", "false");
        platform = new SpringApplicationBuilder(SvcApplication.class).logStartupInfo(false)
                .run(Storage.asArguments(properties));
        token = platform.getBean(TokenIssuer.class).issue("admin", Duration.ofHours(1));
        app = app(base(platform), folder.resolve("app"));
    }

    @AfterAll
    void stop() {
        if (app != null) {
            app.close();
        }
        if (platform != null) {
            platform.close();
        }
    }

    @Test
    void platformOnlyRoutesComeBackFromThePlatformUnchanged() throws Exception {
        HttpResponse<String> whoami = call(app, S, "session/whoami", "{}", Map.of());
        assertThat(whoami.statusCode()).isEqualTo(200);
        JsonNode foot = JSON.readTree(whoami.body()).get("foot");
        assertThat(foot.get("served_by").asText()).isEqualTo("platform");
        assertThat(whoami.headers().firstValue("Svc-Run")).contains(foot.get("run").asText());
        assertThat(whoami.headers().firstValue("Svc-Contract")).contains(foot.get("contract").asText());

        HttpResponse<String> why = call(app, S, "read/why", "{\"unit\":{\"kind\":\"lead\",\"id\":\"l-northwind-7\"}}",
                Map.of());
        HttpResponse<String> direct = call(platform, S, "read/why",
                "{\"unit\":{\"kind\":\"lead\",\"id\":\"l-northwind-7\"}}", Map.of());
        assertThat(why.statusCode()).isEqualTo(200);
        assertThat(body(why)).isEqualTo(body(direct));

        HttpResponse<String> refused = call(app, S, "act/strategy", "{\"strategy\":{\"life\":\"sideways\"}}", Map.of());
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(refused.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/problem+json"));
        assertThat(JSON.readTree(refused.body()).get("run").asText())
                .isEqualTo(refused.headers().firstValue("Svc-Run").orElseThrow());
    }

    @Test
    void aCallWithoutACredentialIsRefusedByThePlatform() throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base(app) + "/v1/read/vertical"))
                .header("Content-Type", "application/json").header("Svc-Scope", N)
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build();
        HttpResponse<String> refused = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(refused.statusCode()).isEqualTo(401);
        assertThat(JSON.readTree(refused.body()).get("auth_url").asText()).startsWith(base(platform));
    }

    @Test
    void routesServedByEitherAnswerAtTheAppAsAtThePlatformOnTheSameDates() throws Exception {
        List<String[]> calls = List.of(
                new String[] {S, "ask/neighbours",
                    "{\"entity\":\"e-northwind\",\"kind\":\"supplies\",\"role\":\"primary\"}"},
                new String[] {S, "ask/saved_view", "{\"read\":\"sv-large-roasters\",\"page\":1}"},
                new String[] {N, "read/market_twin", "{\"twin\":\"northwind-twin\",\"as_of\":\"2026-03-01\"}"},
                new String[] {S, "read/basket", "{\"basket\":\"summer-bundle\",\"subject\":\"e-northwind\"}"},
                new String[] {N, "read/vertical", "{}"});
        List<String> knownOns = knownOns();
        int compared = 0;
        int answered = 0;
        for (String[] c : calls) {
            for (String knownOn : knownOns) {
                for (String trueOn : List.of("2026-02-01", "2026-06-01")) {
                    Map<String, String> dates = Map.of("Svc-As-Known-On", knownOn, "Svc-As-True-On", trueOn);
                    HttpResponse<String> atApp = call(app, c[0], c[1], c[2], dates);
                    HttpResponse<String> atPlatform = call(platform, c[0], c[1], c[2], dates);
                    String what = c[1] + " " + c[2] + " known on " + knownOn + " true on " + trueOn;
                    assertThat(atApp.statusCode()).as(what).isEqualTo(atPlatform.statusCode());
                    assertThat(comparable(atApp)).as(what).isEqualTo(comparable(atPlatform));
                    if (atPlatform.statusCode() == 200) {
                        assertThat(servedBy(atApp)).as(what).isEqualTo("app");
                        assertThat(servedBy(atPlatform)).as(what).isEqualTo("platform");
                        answered++;
                    }
                    compared++;
                }
            }
        }
        assertThat(compared).isEqualTo(calls.size() * knownOns.size() * 2);
        assertThat(answered).as("calls answered 200 (the rest refused alike, such as a view not yet saved)")
                .isGreaterThanOrEqualTo(compared - 2 * 2);
    }

    @Test
    void aBasketOverTheBoundIsThePlatformsToAnswer() throws Exception {
        String under = "{\"basket\":\"summer-bundle\",\"subjects\":[\"e-northwind\",\"e-contoso\"]}";
        String over = "{\"basket\":\"summer-bundle\",\"subjects\":[\"e-northwind\",\"e-contoso\",\"r-1\",\"r-2\"]}";
        HttpResponse<String> small = call(app, S, "read/basket", under, Map.of("Svc-As-Known-On", "2030-01-01"));
        HttpResponse<String> large = call(app, S, "read/basket", over, Map.of("Svc-As-Known-On", "2030-01-01"));
        assertThat(small.statusCode()).as(small.body()).isEqualTo(200);
        assertThat(large.statusCode()).as(large.body()).isEqualTo(200);
        assertThat(servedBy(small)).isEqualTo("app");
        assertThat(servedBy(large)).isEqualTo("platform");
    }

    @Test
    void theReplicaSurvivesARestartAndResumesWhereItStopped() throws Exception {
        record("h-before-restart");
        assertThat(servedBy(call(app, N, "read/vertical", "{}", Map.of()))).isEqualTo("app");
        long cursor = cursor(app);
        assertThat(replicated(app)).isEqualTo(platformsEventsOfDemo());
        app.close();
        record("h-while-stopped");
        app = app(base(platform), folder.resolve("app"));
        assertThat(cursor(app)).as("the cursor outlived the restart").isEqualTo(cursor);
        HttpResponse<String> read = call(app, S, "ask/neighbours",
                "{\"entity\":\"e-northwind\",\"kind\":\"supplies\",\"role\":\"primary\"}", Map.of());
        assertThat(servedBy(read)).isEqualTo("app");
        assertThat(cursor(app)).isGreaterThan(cursor);
        assertThat(replicated(app)).as("every event of the tenant once, none twice").isEqualTo(platformsEventsOfDemo());
    }

    @Test
    void aSettleAtTheAppIsAppliedOnceThoughTheConnectionDropsAndRefusedWhenThePlatformIsGone() throws Exception {
        record("h-settled-at-app");
        String settle = "{\"hypothesis\":\"h-settled-at-app\",\"standing\":\"supported\",\"on\":\"cohort\"}";
        DroppingProxy proxy = new DroppingProxy(base(platform));
        ConfigurableApplicationContext behindProxy = app(proxy.address(), folder.resolve("app-behind-proxy"));
        try {
            proxy.dropAnswers("/v1/act/settle", 1);
            HttpResponse<String> settled = call(behindProxy, S, "act/settle", settle, Map.of("Svc-Key", "settle-1"));
            assertThat(settled.statusCode()).as(settled.body()).isEqualTo(200);
            assertThat(body(settled).get("standing").asText()).isEqualTo("supported");
            HttpResponse<String> again = call(app, S, "act/settle", settle, Map.of("Svc-Key", "settle-1"));
            assertThat(again.statusCode()).isEqualTo(200);
            assertThat(settlings("h-settled-at-app")).as("one change for two tries and a repeat").isEqualTo(1);

            proxy.goDark();
            HttpResponse<String> refused = call(behindProxy, S, "act/settle", settle.replace("supported", "refuted"),
                    Map.of("Svc-Key", "settle-2"));
            assertThat(refused.statusCode()).as(refused.body()).isEqualTo(500);
            JsonNode problem = JSON.readTree(refused.body());
            assertThat(problem.get("code").asText()).isEqualTo("failed");
            assertThat(problem.get("run").asText()).isEqualTo(refused.headers().firstValue("Svc-Run").orElseThrow());
            assertThat(problem.get("detail").asText()).contains("Svc-Key: settle-2").contains("no queue");
            assertThat(settlings("h-settled-at-app")).isEqualTo(1);
            HttpResponse<String> read = call(behindProxy, N, "read/vertical", "{}", Map.of());
            assertThat(read.statusCode()).isEqualTo(500);
            assertThat(JSON.readTree(read.body()).get("code").asText()).isEqualTo("failed");
        } finally {
            proxy.close();
            behindProxy.close();
        }
    }

    @Test
    void aViewKeptAtTheAppIsKeptByThePlatformUnderItsKey() throws Exception {
        String keep = "{\"view\":{\"id\":\"sv-kept-at-app\",\"name\":\"Roasters\",\"unit_kind\":\"entity\","
                + "\"predicate\":{\"field\":\"tags\",\"contains\":\"retailer\"},\"columns\":[\"name\"]}}";
        HttpResponse<String> kept = call(app, S, "ask/saved_view", keep, Map.of("Svc-Key", "keep-at-app"));
        HttpResponse<String> again = call(app, S, "ask/saved_view", keep, Map.of("Svc-Key", "keep-at-app"));

        assertThat(kept.statusCode()).as(kept.body()).isEqualTo(200);
        assertThat(JSON.readTree(kept.body()).get("foot").get("served_by").asText()).isEqualTo("platform");
        assertThat(body(again)).isEqualTo(body(kept));
        HttpResponse<String> rows = call(platform, S, "ask/saved_view", "{\"read\":\"sv-kept-at-app\"}", Map.of());
        assertThat(rows.statusCode()).as("the platform holds the view: %s", rows.body()).isEqualTo(200);
        assertThat(body(rows).get("total").asInt()).isPositive();
        HttpResponse<String> atTheApp = call(app, S, "ask/saved_view", "{\"read\":\"sv-kept-at-app\"}", Map.of());
        assertThat(servedBy(atTheApp)).isEqualTo("app");
        assertThat(body(atTheApp).get("rows")).isEqualTo(body(rows).get("rows"));
    }

    @Test
    void theFeedKeepsToTheTenantAndToCallersWhoReadAllOfIt() throws Exception {
        give("rival", "tenant/rival", List.of("read", "act"));
        give("brand-reader", N, List.of("read"));
        String rival = platform.getBean(TokenIssuer.class).issue("rival", Duration.ofHours(1));
        String brandReader = platform.getBean(TokenIssuer.class).issue("brand-reader", Duration.ofHours(1));
        HttpResponse<String> recorded = untilAllowed(rival, "tenant/rival/brand/x/strategy/y", "act/record",
                "{\"facts\":[{\"kind\":\"hypothesis\",\"id\":\"h-rival\",\"claim\":\"theirs\"}]}");
        assertThat(recorded.statusCode()).as(recorded.body()).isEqualTo(200);

        long after = 0;
        boolean more = true;
        int events = 0;
        while (more) {
            JsonNode page = body(call(platform, "tenant/demo", "read/feed", "{\"after\":" + after + ",\"limit\":1000}",
                    Map.of()));
            for (JsonNode event : page.get("events")) {
                String aggregate = event.get("aggregate").asText();
                assertThat(aggregate.startsWith("demo/") || aggregate.matches("grant/.*@tenant/demo(/.*)?"))
                        .as(aggregate).isTrue();
                assertThat(event.get("index").asLong()).isGreaterThan(after);
                after = event.get("index").asLong();
                events++;
            }
            after = page.get("next").asLong();
            more = page.get("more").asBoolean();
        }
        assertThat(events).isEqualTo(platformsEventsOfDemo().size());

        assertThat(untilAllowed(brandReader, N, "read/vertical", "{}").statusCode()).isEqualTo(200);
        HttpResponse<String> atTenant = call(base(platform), brandReader, "tenant/demo", "read/feed", "{}", Map.of());
        assertThat(atTenant.statusCode()).isEqualTo(403);
        HttpResponse<String> deeper = call(platform, N, "read/feed", "{}", Map.of());
        assertThat(deeper.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(deeper.body()).get("field").asText()).isEqualTo("Svc-Scope");
        HttpResponse<String> noPage = call(platform, "tenant/demo", "read/feed", "{\"limit\":0}", Map.of());
        assertThat(JSON.readTree(noPage.body()).get("field").asText()).isEqualTo("/limit");

        HttpResponse<String> passedOn = call(base(app), brandReader, N, "read/vertical", "{}", Map.of());
        assertThat(passedOn.statusCode()).as(passedOn.body()).isEqualTo(200);
        assertThat(servedBy(passedOn)).as("a caller who may not read the whole tenant is the platform's")
                .isEqualTo("platform");
    }

    private void give(String subject, String place, List<String> grants) {
        platform.getBean(CommandGateway.class).sendAndWait(GenericCommandMessage.asCommandMessage(
                new GiveGrant(GrantIds.of(subject, place), subject, place, grants, "run", "app-tests"))
                .andMetaData(Map.of(AxonStorageConfig.BY, "app-tests", AxonStorageConfig.RUN, "run_app_tests",
                        AxonStorageConfig.ROUTE, "grant", AxonStorageConfig.BECAUSE, "test setup")));
    }

    /** The grants projection fills asynchronously: calls until the call is no longer refused for want of a grant. */
    private HttpResponse<String> untilAllowed(String token, String scope, String route, String input)
            throws Exception {
        HttpResponse<String> answer = call(base(platform), token, scope, route, input, Map.of());
        for (int i = 0; i < 300 && answer.statusCode() == 403 && answer.body().contains("holds no"); i++) {
            Thread.sleep(100);
            answer = call(base(platform), token, scope, route, input, Map.of());
        }
        return answer;
    }

    private void record(String hypothesis) throws Exception {
        HttpResponse<String> recorded = call(platform, S, "act/record", "{\"facts\":[{\"kind\":\"hypothesis\","
                + "\"id\":\"" + hypothesis + "\",\"claim\":\"a claim\",\"true_from\":\"2026-01-01\"}]}", Map.of());
        assertThat(recorded.statusCode()).as(recorded.body()).isEqualTo(200);
    }

    private long settlings(String hypothesis) throws Exception {
        JsonNode history = body(call(platform, S, "read/history",
                "{\"unit\":{\"kind\":\"hypothesis\",\"id\":\"" + hypothesis + "\"}}", Map.of()));
        long settled = 0;
        for (JsonNode entry : history) {
            if (entry.get("event").asText().toLowerCase().contains("settled")) {
                settled++;
            }
        }
        return settled;
    }

    private static long cursor(ConfigurableApplicationContext app) {
        return app.getBean(JdbcTemplate.class).queryForObject(
                "SELECT after FROM app_feed_cursor WHERE tenant = 'demo'", Long.class);
    }

    private static List<String> replicated(ConfigurableApplicationContext app) {
        return app.getBean(JdbcTemplate.class).queryForList(
                "SELECT eventidentifier FROM domainevententry ORDER BY globalindex", String.class);
    }

    private List<String> platformsEventsOfDemo() {
        return platform.getBean(JdbcTemplate.class).queryForList("SELECT eventidentifier FROM domainevententry "
                + "WHERE aggregateidentifier LIKE 'demo/%' OR aggregateidentifier LIKE 'grant/%@tenant/demo' "
                + "OR aggregateidentifier LIKE 'grant/%@tenant/demo/%' ORDER BY globalindex", String.class);
    }

    private List<String> knownOns() throws Exception {
        HttpResponse<String> history = call(platform, "tenant/demo", "read/history",
                "{\"unit\":{\"kind\":\"vertical\",\"id\":\"coffee-retail\"}}", Map.of());
        JsonNode entries = JSON.readTree(history.body()).get("body");
        return List.of(entries.get(0).get("known_on").asText(),
                entries.get(entries.size() - 1).get("known_on").asText());
    }

    static ConfigurableApplicationContext app(String platformAddress, Path data) {
        Map<String, Object> properties = h2(data);
        properties.putAll(AppServer.roles(platformAddress));
        properties.put("server.address", "127.0.0.1");
        properties.put("server.port", "0");
        properties.put("management.server.port", "0");
        properties.put("svc.size-bound", String.valueOf(SIZE_BOUND));
        properties.put("svc.app.platform-timeout", "20s");
        return new SpringApplicationBuilder(SvcApplication.class).logStartupInfo(false)
                .run(Storage.asArguments(properties));
    }

    static Map<String, Object> h2(Path data) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("spring.datasource.url", "jdbc:h2:file:" + data.resolve("svc") + ";WRITE_DELAY=0");
        properties.put("spring.datasource.username", "sa");
        return properties;
    }

    static String base(ConfigurableApplicationContext server) {
        return "http://127.0.0.1:" + ((WebServerApplicationContext) server).getWebServer().getPort();
    }

    HttpResponse<String> call(ConfigurableApplicationContext server, String scope, String route, String input,
            Map<String, String> headers) throws Exception {
        return call(base(server), token, scope, route, input, headers);
    }

    static HttpResponse<String> call(String base, String token, String scope, String route, String input,
            Map<String, String> headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + "/v1/" + route))
                .timeout(Duration.ofSeconds(90))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + token)
                .header("Svc-Scope", scope)
                .POST(HttpRequest.BodyPublishers.ofString(input));
        headers.forEach(request::header);
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    static JsonNode body(HttpResponse<String> answer) throws Exception {
        return JSON.readTree(answer.body()).get("body");
    }

    static String servedBy(HttpResponse<String> answer) throws Exception {
        return JSON.readTree(answer.body()).get("foot").get("served_by").asText();
    }

    /**
     * The card, or the refusal, without what differs by server and call: who served it, the run, and a saved view's
     * {@code built_at}, the moment that server built the view's rows (each server builds its own).
     */
    static JsonNode comparable(HttpResponse<String> answer) throws Exception {
        ObjectNode answered = (ObjectNode) JSON.readTree(answer.body());
        ObjectNode foot = (ObjectNode) answered.get("foot");
        (foot == null ? answered : foot).remove(List.of("served_by", "run"));
        if (answered.get("body") instanceof ObjectNode body) {
            body.remove("built_at");
        }
        return answered;
    }
}
