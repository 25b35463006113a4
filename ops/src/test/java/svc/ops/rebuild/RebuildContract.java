package svc.ops.rebuild;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.RecordHypothesis;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.ops.DemoAnswers;
import svc.ops.SvcApplication;
import svc.ops.TestStorage;
import svc.projections.rows.RowScope;
import svc.projections.rows.RowScopes;
import svc.query.CatchUp;

/**
 * {@code ./svc rebuild} beside a running server on the demo record: a verified rebuild of every projection finds the
 * live tables equal and swaps the fresh ones in, after which the server's processors go on from the rebuild's
 * position; verifying reports each difference and leaves wrong live tables alone; a plain rebuild repairs them.
 * Subclasses name the database.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class RebuildContract {
    private static final List<String> PROJECTIONS = List.of("connectors", "deepenings", "facts", "grants",
            "hypotheses", "moves", "notification-rules", "observations", "publishings", "runs", "strategies",
            "tasks", "tellings", "workflows");

    private Map<String, Object> database;
    private ConfigurableApplicationContext server;

    /** The settings of a database holding the demo record ({@code DemoStorage}), as ./svc would connect to it. */
    abstract Map<String, Object> demoDatabase();

    @BeforeAll
    void serveTheDemo() {
        database = demoDatabase();
        server = new SpringApplicationBuilder(SvcApplication.class).logStartupInfo(false)
                .run(arguments(TestStorage.quietServer(database, true)));
        caughtUp();
    }

    /** The server over the demo record, as a rebuild run beside it would see its context. */
    ConfigurableApplicationContext server() {
        return server;
    }

    @AfterAll
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    @Order(1)
    void aVerifiedRebuildOfEveryProjectionFindsTheLiveTablesEqualAndSwapsThemIn() throws Exception {
        List<Map<String, Object>> before = liveRows();
        List<DemoAnswers.Question> questions = DemoAnswers.questions(server, DemoAnswers.knownOns(recordedTimes()));
        Map<DemoAnswers.Question, JsonNode> answered = DemoAnswers.answers(server, questions);

        Rebuild.Outcome outcome = rebuild(List.of(), true, true);

        assertThat(outcome.differences()).isEmpty();
        assertThat(outcome.swapped()).isTrue();
        assertThat(outcome.projections()).containsExactlyElementsOf(PROJECTIONS);
        assertThat(outcome.events()).isPositive();
        assertThat(liveRows()).containsExactlyElementsOf(before);
        assertThat(query("SELECT COUNT(*) AS n FROM svc_rebuild.bt_unit")).first()
                .satisfies(row -> assertThat(((Number) row.values().iterator().next()).longValue()).isZero());
        assertThat(query("SELECT processor FROM svc_rebuild.rebuild_job")).isEmpty();
        assertThat(query("SELECT owner FROM tokenentry WHERE owner LIKE 'rebuild:%'")).isEmpty();
        Map<DemoAnswers.Question, JsonNode> again = DemoAnswers.answers(server, questions);
        questions.forEach(question -> assertThat(again.get(question)).as("%s", question)
                .isEqualTo(answered.get(question)));
        assertThat(DemoAnswers.unitsFound(answered)).isPositive();
    }

    /** Every recorded time of a change point: the moments between which answers as known on could differ. */
    private TreeSet<Instant> recordedTimes() {
        return asProjector(jdbc -> jdbc.queryForList("SELECT DISTINCT recorded FROM bt_change", OffsetDateTime.class))
                .stream().map(OffsetDateTime::toInstant).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    @Order(2)
    void theServersProcessorsGoOnFromWhereTheRebuildStopped() {
        String id = "after-rebuild-" + System.nanoTime();
        server.getBean(CommandGateway.class).sendAndWait(new RecordHypothesis(
                UnitIds.of("demo", UnitKind.HYPOTHESIS, id), "demo", id, "tenant/demo/brand/b1/strategy/s1",
                "recorded after a rebuild", Instant.now(), null));
        caughtUp();

        assertThat(query("SELECT unit_id FROM bt_unit WHERE unit_id = '" + UnitIds.of("demo", UnitKind.HYPOTHESIS, id)
                + "'")).isNotEmpty();
    }

    @Test
    @Order(3)
    void verifyingReportsEachDifferenceAndLeavesTheLiveTablesAlone() {
        List<Map<String, Object>> right = liveRows();
        String broken = (String) query("SELECT unit_id FROM bt_unit WHERE kind = 'hypothesis' ORDER BY unit_id")
                .get(0).get("unit_id");
        asProjector(jdbc -> jdbc.update("UPDATE bt_unit SET state = '{\"present\":false}' WHERE unit_id = ?", broken));
        asProjector(jdbc -> jdbc.update("DELETE FROM grant_current WHERE subject = 'admin'"));
        List<Map<String, Object>> wrong = liveRows();

        Rebuild.Outcome verified = rebuild(List.of("hypotheses", "grants"), false, true);

        assertThat(verified.swapped()).isFalse();
        assertThat(verified.differences()).extracting(RowDifference::processor, RowDifference::table,
                RowDifference::where).contains(
                org.assertj.core.groups.Tuple.tuple("hypotheses", "bt_unit", "only in the fresh table"),
                org.assertj.core.groups.Tuple.tuple("hypotheses", "bt_unit", "only in the live table"),
                org.assertj.core.groups.Tuple.tuple("grants", "grant_current", "only in the fresh table"));
        assertThat(verified.differences()).filteredOn(d -> d.table().equals("bt_unit"))
                .allSatisfy(d -> assertThat(d.first()).isNotEmpty()
                        .allSatisfy(row -> assertThat(row.get("unit_id")).isEqualTo(broken)));
        assertThat(liveRows()).containsExactlyElementsOf(wrong);

        Rebuild.Outcome repaired = rebuild(List.of("hypotheses", "grants"), false, false);

        assertThat(repaired.swapped()).isTrue();
        assertThat(liveRows()).containsExactlyElementsOf(right);
    }

    @Test
    @Order(4)
    void anUnknownNameIsRefusedNamingTheRebuildableOnes() {
        try (ConfigurableApplicationContext cli = commandLine()) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> Rebuild.in(cli, 100)
                            .run(List.of("notices"), false, false, false, quiet()))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("no rebuildable projection 'notices'")
                    .hasMessageContaining("hypotheses");
        }
    }

    private Rebuild.Outcome rebuild(List<String> names, boolean all, boolean verify) {
        try (ConfigurableApplicationContext cli = commandLine()) {
            return Rebuild.in(cli, 500).run(names, all, verify, false, quiet());
        }
    }

    /** As {@code ./svc rebuild} runs: every projection built, no processor reading, no web server. */
    private ConfigurableApplicationContext commandLine() {
        Map<String, Object> properties = new LinkedHashMap<>(database);
        properties.put("svc.projections.enabled", "true");
        properties.put("svc.rebuild.silent-processors", "true");
        properties.put("svc.beat.enabled", "false");
        properties.put("svc.notices.enabled", "false");
        properties.put("svc.work.enabled", "false");
        return new SpringApplicationBuilder(SvcApplication.class).web(WebApplicationType.NONE).logStartupInfo(false)
                .run(arguments(properties));
    }

    private void caughtUp() {
        PROJECTIONS.forEach(name -> server.getBean(CatchUp.class).await(name));
    }

    private List<Map<String, Object>> liveRows() {
        List<Map<String, Object>> rows = new ArrayList<>(query("SELECT * FROM bt_unit "
                + "ORDER BY unit_id, valid_from, sys_from"));
        rows.addAll(query("SELECT * FROM bt_change ORDER BY unit_id, seq, sub"));
        rows.addAll(query("SELECT * FROM grant_current ORDER BY subject, place"));
        return rows;
    }

    List<Map<String, Object>> query(String sql) {
        return asProjector(jdbc -> jdbc.queryForList(sql));
    }

    private <T> T asProjector(java.util.function.Function<JdbcTemplate, T> work) {
        JdbcTemplate jdbc = server.getBean(JdbcTemplate.class);
        return RowScopes.within(RowScope.projector(), () -> server.getBean(TransactionTemplate.class)
                .execute(status -> work.apply(jdbc)));
    }

    private static PrintStream quiet() {
        return new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    }

    private static String[] arguments(Map<String, Object> properties) {
        return properties.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue())
                .toArray(String[]::new);
    }
}
