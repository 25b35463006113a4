package svc.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.Writer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.axonframework.queryhandling.QueryGateway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.gateway.auth.TokenIssuer;
import svc.gateway.routes.Reads;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;
import svc.query.CatchUp;
import svc.query.api.HistoryEntry;

/**
 * The demo record exported from one database and imported into an empty one: once the second server has projected
 * it, read/unit and read/history answer the same bodies on both for every unit of the demo, on true-on dates around
 * its settlings and on known-on dates before, between and after its recorded times. Subclasses name the databases.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ExportImportContract {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private static final String TENANT = "demo";
    private static final List<String> TRUE_ONS = List.of("2026-01-01", "2026-02-20", "2026-03-05", "2030-01-01");
    private static final int UNITS_PER_KIND = 3;

    private ConfigurableApplicationContext original;
    private ConfigurableApplicationContext copy;
    private Path export;

    /** The settings of a database holding the demo record ({@link DemoStorage}): the original. */
    abstract Map<String, Object> demoDatabase();

    /** The settings of a fresh, empty, migrated database: the copy. */
    abstract Map<String, Object> freshDatabase();

    @BeforeAll
    void exportAndImport(@TempDir Path folder) throws Exception {
        original = server(demoDatabase(), true);
        export = folder.resolve("log.ndjson");
        try (Writer writer = Files.newBufferedWriter(export, StandardCharsets.UTF_8)) {
            ExportCommand.export(original.getBean(JdbcTemplate.class), writer);
        }
        Map<String, Object> target = freshDatabase();
        try (ConfigurableApplicationContext cli = commandLine(target)) {
            assertThat(ImportLogCommand.run(cli, Options.parse("import-log", export.toString())))
                    .isZero();
            assertThat(ImportLogCommand.run(cli, Options.parse("import-log", export.toString())))
                    .as("a second import into a record that is no longer empty is refused").isEqualTo(1);
        }
        copy = server(target, false);
    }

    @AfterAll
    void close() {
        if (copy != null) {
            copy.close();
        }
        if (original != null) {
            original.close();
        }
    }

    @Test
    void theImportedLogIsTheExportedOneColumnForColumn() throws Exception {
        Path again = export.resolveSibling("again.ndjson");
        try (Writer writer = Files.newBufferedWriter(again, StandardCharsets.UTF_8)) {
            ExportCommand.export(copy.getBean(JdbcTemplate.class), writer);
        }
        assertThat(Files.readAllLines(again)).hasSizeGreaterThan(100).isEqualTo(Files.readAllLines(export));
        Instant last = recordedTimes().last();
        assertThat(copy.getBean(JdbcTemplate.class).queryForObject(
                "SELECT last_recorded FROM svc_clock WHERE id = 1", java.time.OffsetDateTime.class).toInstant())
                .isEqualTo(last);
    }

    /**
     * read/unit answers from the bitemporal rows alone, so equal rows for every unit give equal answers for every pair
     * of dates; the reads below then check the answers themselves on a few units of every kind.
     */
    @Test
    void theBitemporalRowsOfEveryUnitAreTheSameOnBoth() {
        assertThat(rows(copy)).hasSizeGreaterThan(100).isEqualTo(rows(original));
    }

    @Test
    void unitsOfEveryKindReadTheSameOnBothForEveryPairOfDates() throws Exception {
        List<String> knownOns = knownOns();
        Reads reads = original.getBean(Reads.class);
        Map<String, List<String>> byKind = new java.util.TreeMap<>();
        for (String unitId : original.getBean(JdbcTemplate.class).queryForList("SELECT DISTINCT aggregateidentifier "
                + "FROM domainevententry WHERE aggregateidentifier LIKE ? ORDER BY aggregateidentifier",
                String.class, TENANT + "/%")) {
            String[] parts = unitId.split("/", 3);
            if (parts.length == 3 && reads.kinds().contains(parts[1])) {
                List<String> ids = byKind.computeIfAbsent(parts[1], kind -> new ArrayList<>());
                if (ids.size() < UNITS_PER_KIND) {
                    ids.add(parts[2]);
                }
            }
        }
        assertThat(byKind).containsKey("hypothesis").hasSizeGreaterThan(2);
        String originalToken = original.getBean(TokenIssuer.class).issue("admin", Duration.ofHours(1));
        String copyToken = copy.getBean(TokenIssuer.class).issue("admin", Duration.ofHours(1));
        int found = 0;
        int asked = 0;
        for (Map.Entry<String, List<String>> kind : byKind.entrySet()) {
            for (String id : kind.getValue()) {
                String input = JSON.createObjectNode().set("unit",
                        JSON.createObjectNode().put("kind", kind.getKey()).put("id", id)).toString();
                for (String knownOn : knownOns) {
                    assertSame(original, originalToken, copy, copyToken, "read/history", input, null, knownOn);
                    for (String trueOn : TRUE_ONS) {
                        asked++;
                        if (assertSame(original, originalToken, copy, copyToken, "read/unit", input, trueOn,
                                knownOn)) {
                            found++;
                        }
                    }
                }
            }
        }
        assertThat(found).as("reads that found their unit").isGreaterThan(asked / 4);
    }

    /** Every bitemporal row and change point, as a worker reads them (past row-level security, writing nothing). */
    private static List<Map<String, Object>> rows(ConfigurableApplicationContext server) {
        for (String kind : server.getBean(Reads.class).kinds()) {
            server.getBean(CatchUp.class).await(server.getBean(Reads.class).view(kind).orElseThrow().processor());
        }
        JdbcTemplate jdbc = server.getBean(JdbcTemplate.class);
        return RowScopes.within(RowScope.worker(), () -> server.getBean(TransactionTemplate.class).execute(status -> {
            List<Map<String, Object>> rows = new ArrayList<>(jdbc.queryForList("SELECT unit_id, kind, tenant, place, "
                    + "valid_from, valid_to, sys_from, sys_to, created_seq, closed_seq, present, state FROM bt_unit "
                    + "ORDER BY unit_id, valid_from, sys_from"));
            rows.addAll(jdbc.queryForList("SELECT unit_id, kind, tenant, seq, sub, valid, recorded, op FROM bt_change "
                    + "ORDER BY unit_id, seq, sub"));
            return rows;
        }));
    }

    @Test
    void aDiffShowsTheCorrectionOfASettling() {
        String unitId = TENANT + "/hypothesis/h-pricing";
        List<HistoryEntry> history = copy.getBean(QueryGateway.class).query(
                new svc.query.api.FindHistory(unitId, "tenant/" + TENANT, Instant.now()),
                svc.query.api.HistoryAnswer.class).join().entries();
        assertThat(history).extracting(HistoryEntry::event)
                .containsExactly("HypothesisRecorded", "HypothesisSettled", "HypothesisSettled");
        Instant settled = history.get(1).knownOn();
        Instant corrected = history.get(2).knownOn();
        for (ConfigurableApplicationContext server : List.of(original, copy)) {
            UnitDiff diff = UnitDiff.between(server.getBean(QueryGateway.class),
                    server.getBean(TransactionTemplate.class), unitId, settled, corrected,
                    Instant.parse("2026-02-20T00:00:00Z"));
            assertThat(diff.events()).extracting(HistoryEntry::seq).containsExactly(2L);
            assertThat(diff.changes()).filteredOn(change -> change.member().equals("standing")).singleElement()
                    .satisfies(change -> {
                        assertThat(change.before().asText()).isEqualTo("under test");
                        assertThat(change.after().asText()).isEqualTo("refuted");
                    });
            UnitDiff later = UnitDiff.between(server.getBean(QueryGateway.class),
                    server.getBean(TransactionTemplate.class), unitId, settled, corrected,
                    Instant.parse("2026-03-05T00:00:00Z"));
            assertThat(later.changes()).as("as true after the later settling, the correction changes nothing")
                    .filteredOn(change -> change.member().equals("standing")).isEmpty();
        }
    }

    @Test
    void theHistoryCommandListsWhatReadHistoryDoesKnownOnADate() throws Exception {
        Instant corrected = copy.getBean(QueryGateway.class).query(new svc.query.api.FindHistory(
                TENANT + "/hypothesis/h-pricing", "tenant/" + TENANT, Instant.now()),
                svc.query.api.HistoryAnswer.class).join().entries().get(2).knownOn();
        String justBefore = corrected.minus(1, ChronoUnit.MICROS).toString();
        java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        java.io.PrintStream out = System.out;
        System.setOut(new java.io.PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            assertThat(HistoryCommand.run(copy, Options.parse("history", "--unit", "hypothesis/h-pricing",
                    "--known-on", justBefore))).isZero();
        } finally {
            System.setOut(out);
        }
        List<String> listed = printed.toString(StandardCharsets.UTF_8).lines().skip(1)
                .map(line -> line.split("\\s+")[0]).toList();
        String input = "{\"unit\":{\"kind\":\"hypothesis\",\"id\":\"h-pricing\"}}";
        JsonNode answer = call(copy, copy.getBean(TokenIssuer.class).issue("admin", Duration.ofHours(1)),
                "read/history", input, null, justBefore).get("answer");
        List<String> answered = new ArrayList<>();
        answer.forEach(entry -> answered.add(entry.get("seq").asText()));
        assertThat(listed).containsExactly("0", "1").isEqualTo(answered);
    }

    /** Before the first recorded time, between consecutive ones (a spread of them), at the last, and after it. */
    private List<String> knownOns() throws Exception {
        List<Instant> recorded = new ArrayList<>(recordedTimes());
        List<String> dates = new ArrayList<>();
        dates.add(recorded.get(0).minus(1, ChronoUnit.MICROS).toString());
        int step = Math.max(1, recorded.size() / 4);
        for (int i = 0; i + 1 < recorded.size(); i += step) {
            Instant from = recorded.get(i);
            Instant to = recorded.get(i + 1);
            dates.add(from.plus(Duration.between(from, to).dividedBy(2)).truncatedTo(ChronoUnit.MICROS).toString());
        }
        dates.add(recorded.get(recorded.size() - 1).toString());
        dates.add(recorded.get(recorded.size() - 1).plusMillis(1).toString());
        return dates;
    }

    private TreeSet<Instant> recordedTimes() throws Exception {
        JsonFactory json = new JsonFactory();
        TreeSet<Instant> times = new TreeSet<>();
        for (String line : Files.readAllLines(export)) {
            times.add(LoggedEvent.parse(json, line).recorded(json));
        }
        return times;
    }

    /** True when the original found the unit; either way the copy answered the same status and body. */
    private static boolean assertSame(ConfigurableApplicationContext one, String oneToken,
            ConfigurableApplicationContext other, String otherToken, String route, String input, String trueOn,
            String knownOn) throws Exception {
        JsonNode expected = call(one, oneToken, route, input, trueOn, knownOn);
        JsonNode actual = call(other, otherToken, route, input, trueOn, knownOn);
        assertThat(actual).as("%s %s true on %s known on %s", route, input, trueOn, knownOn).isEqualTo(expected);
        return expected.get("status").asInt() == 200;
    }

    /** The status and, for an answer, its body; for a refusal, its code (the run differs from server to server). */
    private static JsonNode call(ConfigurableApplicationContext server, String token, String route, String input,
            String trueOn, String knownOn) throws Exception {
        int port = ((WebServerApplicationContext) server).getWebServer().getPort();
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v1/" + route))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + token)
                .header("Svc-Scope", "tenant/" + TENANT)
                .header("Svc-As-Known-On", knownOn)
                .POST(HttpRequest.BodyPublishers.ofString(input));
        if (trueOn != null) {
            request.header("Svc-As-True-On", trueOn);
        }
        HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        JsonNode reply = JSON.readTree(response.body());
        return JSON.createObjectNode().put("status", response.statusCode())
                .set("answer", response.statusCode() == 200 ? reply.get("body") : reply.get("code"));
    }

    private static ConfigurableApplicationContext server(Map<String, Object> storage, boolean demo) {
        return new SpringApplicationBuilder(SvcApplication.class).logStartupInfo(false)
                .run(Storage.asArguments(TestStorage.quietServer(storage, demo)));
    }

    /** As {@code ./svc import-log} runs: no web server, no projecting. */
    private static ConfigurableApplicationContext commandLine(Map<String, Object> storage) {
        Map<String, Object> properties = new LinkedHashMap<>(storage);
        properties.put("svc.projections.enabled", "false");
        properties.put("svc.beat.enabled", "false");
        properties.put("svc.notices.enabled", "false");
        properties.put("svc.work.enabled", "false");
        return new SpringApplicationBuilder(SvcApplication.class).web(WebApplicationType.NONE).logStartupInfo(false)
                .run(Storage.asArguments(properties));
    }
}
