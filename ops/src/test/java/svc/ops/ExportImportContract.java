package svc.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.Writer;
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
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.gateway.auth.TokenIssuer;
import svc.projections.rebuild.Rebuildable;
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
    private static final String TENANT = DemoAnswers.TENANT;

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
        List<DemoAnswers.Question> questions = DemoAnswers.questions(original,
                DemoAnswers.knownOns(recordedTimes()));
        assertThat(questions.stream().map(DemoAnswers.Question::input).filter(i -> i.contains("hypothesis"))
                .distinct()).hasSizeGreaterThan(2);
        Map<DemoAnswers.Question, JsonNode> expected = DemoAnswers.answers(original, questions);

        Map<DemoAnswers.Question, JsonNode> actual = DemoAnswers.answers(copy, questions);

        questions.forEach(question -> assertThat(actual.get(question)).as("%s", question)
                .isEqualTo(expected.get(question)));
        long unitReads = questions.stream().filter(question -> question.route().equals("read/unit")).count();
        assertThat(DemoAnswers.unitsFound(expected)).as("reads that found their unit").isGreaterThan(unitReads / 4);
    }

    /** Every bitemporal row and change point, as a worker reads them (past row-level security, writing nothing). */
    private static List<Map<String, Object>> rows(ConfigurableApplicationContext server) {
        for (Rebuildable projection : server.getBeansOfType(Rebuildable.class).values()) {
            server.getBean(CatchUp.class).await(Rebuildable.nameOf(projection));
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
        JsonNode answer = DemoAnswers.call(copy, copy.getBean(TokenIssuer.class).issue("admin", Duration.ofHours(1)),
                "read/history", input, null, justBefore).get("answer");
        List<String> answered = new ArrayList<>();
        answer.forEach(entry -> answered.add(entry.get("seq").asText()));
        assertThat(listed).containsExactly("0", "1").isEqualTo(answered);
    }

    private TreeSet<Instant> recordedTimes() throws Exception {
        JsonFactory json = new JsonFactory();
        TreeSet<Instant> times = new TreeSet<>();
        for (String line : Files.readAllLines(export)) {
            times.add(LoggedEvent.parse(json, line).recorded(json));
        }
        return times;
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
