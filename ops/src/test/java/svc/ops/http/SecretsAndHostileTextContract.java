package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.StackTraceElementProxy;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.sql.Connection;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * No secret or key is answered back in full after creation, nor written to the log; hostile text in text fields is
 * refused with 400 naming the field, or stored and read back verbatim, never executed; a body over the limit is 413.
 * The server's log is captured (every level of the platform's own loggers) from the first test to the last.
 */
abstract class SecretsAndHostileTextContract extends HttpSupport {
    private static final String SECRET = "whsec-never-in-a-log-7c1e5b2d";
    private static final String SQL = "'; DROP TABLE bt_unit; --";
    private static final String HTML = "<script>alert(1)</script>";
    private static final String NUL = "before\u0000after";
    private static final String ESCAPE = "red \u001b[31mtext\u001b[0m";
    private static final Map<String, String> HOSTILE = Map.of("sql", SQL, "html", HTML, "nul", NUL, "escape",
            ESCAPE, "quotes", "\"}{\\\"'`$(rm -rf /)", "unicode", "\u202eevil\uD83D\uDE00\uFEFF");
    private static final int ONE_MB = 1024 * 1024;
    private static final String CANARY = "log capture canary";

    private static final ListAppender<ILoggingEvent> LOG = new ListAppender<>();
    private static final Set<String> TOKENS = ConcurrentHashMap.newKeySet();
    private static Level platformLevel;

    @Autowired
    DataSource dataSource;

    /** Attaches the capture, and again after a logging reset (by another test class's context) detached it. */
    @BeforeEach
    void captureTheLog() {
        TOKENS.addAll(List.of(ana, rita, bo));
        Logger root = (Logger) LoggerFactory.getLogger(Logger.ROOT_LOGGER_NAME);
        if (root.getAppender("secrets-capture") == null) {
            LOG.setName("secrets-capture");
            LOG.start();
            root.addAppender(LOG);
            Logger platform = (Logger) LoggerFactory.getLogger("svc");
            platformLevel = platform.getLevel();
            platform.setLevel(Level.DEBUG);
        }
    }

    @AfterAll
    static void nothingSecretWasLogged() {
        // Proves the capture sits where the server's loggers write, at the level turned on, even when no call logged.
        LoggerFactory.getLogger("svc.gateway.dispatch").debug(CANARY);
        Logger root = (Logger) LoggerFactory.getLogger(Logger.ROOT_LOGGER_NAME);
        root.detachAppender(LOG);
        ((Logger) LoggerFactory.getLogger("svc")).setLevel(platformLevel);
        List<ILoggingEvent> events = new ArrayList<>(LOG.list);
        LOG.list.clear();
        assertThat(events).as("the capture saw the server's log").anyMatch(e -> CANARY.equals(e.getMessage()));
        for (ILoggingEvent event : events) {
            String text = logged(event);
            assertThat(text).as("logged: %s", text).doesNotContain(SECRET).doesNotContain(SECRET.substring(0, 16));
            for (String token : TOKENS) {
                assertThat(text).as("a token logged: %s", text).doesNotContain(token)
                        .doesNotContain(token.substring(token.lastIndexOf('.') + 1));
            }
        }
    }

    // ------------------------------------------------------------------------------------------------- secrets

    @Test
    void aTellingsSecretIsNeverAnsweredNorLogged() throws Exception {
        ObjectNode input = JSON.createObjectNode();
        input.putObject("telling").put("address", "https://hooks.invalid/svc").put("secret", SECRET)
                .put("tries_bound", 1).putArray("kinds").add("run").add("publishing");
        Reply told = post("act/webhook", ana, acme, input.toString(), "Svc-Key", "secret-" + UUID.randomUUID());
        assertCard(told, 200, "Telling", acme);
        String id = told.body().get("id").asText();
        List<Reply> replies = new ArrayList<>(List.of(told));
        for (String route : List.of("read/unit", "read/history", "read/why")) {
            Reply reply = post(route, ana, acme, "{\"unit\":{\"kind\":\"telling\",\"id\":\"" + id + "\"}}");
            assertThat(reply.status()).as(reply.text()).isEqualTo(200);
            replies.add(reply);
        }
        ObjectNode again = input.deepCopy();
        ((ObjectNode) again.get("telling")).put("tries_bound", "many");
        replies.add(post("act/webhook", ana, acme, again.toString()));
        replies.add(post("act/webhook", rita, acme, input.toString()));
        for (Reply reply : replies) {
            assertThat(reply.text()).doesNotContain(SECRET).doesNotContain(SECRET.substring(0, 16));
        }
    }

    @Test
    void theSigningKeyIsNeverAnswered() throws Exception {
        String privateExponent = signingKeys.current().getPrivateExponent().toString();
        List<Reply> replies = List.of(send(request(".well-known/svc-sign-in", null, null).GET().build()),
                post("session/whoami", ana, acme, "{}"), post("read/unit", ana, acme, MISSING_UNIT));
        for (Reply reply : replies) {
            assertThat(reply.text()).doesNotContain(privateExponent).doesNotContain("\"d\":");
        }
    }

    @Test
    void aTokenIsNeverEchoedByARefusal() throws Exception {
        String expired = tokens.issue(anaId, Duration.ofMinutes(-5));
        TOKENS.add(expired);
        for (String token : List.of(expired, ana)) {
            for (Reply reply : List.of(post("read/unit", token, "not a scope", MISSING_UNIT),
                    post("session/whoami", token, acme, "{\"token\":\"" + token + "\"}"),
                    post("read/unit", token, acme, "{\"unit\":\"" + token + "\"}"))) {
                assertThat(reply.text()).as(reply.text()).doesNotContain(token)
                        .doesNotContain(token.substring(token.lastIndexOf('.') + 1));
            }
        }
    }

    // ------------------------------------------------------------------------------------------- hostile text

    @Test
    void hostileTextInEveryTextMemberOfAFactIsRefusedNamingItOrKeptVerbatim() throws Exception {
        Set<String> before = tables();
        List<Kept> kept = new ArrayList<>();
        for (Map.Entry<String, String> hostile : HOSTILE.entrySet()) {
            String tag = hostile.getKey();
            String text = hostile.getValue();
            record(kept, s1, hypothesis("ht-claim-" + tag).put("claim", text), "claim", text);
            record(kept, acme, entity("ht-name-" + tag).put("name", text), "name", text);
            record(kept, acme, entity("ht-kind-" + tag).put("entity_kind", text), "entity_kind", text);
            record(kept, acme, entity("ht-place-" + tag).put("place_name", text), "place_name", text);
            record(kept, s1, observation("ht-text-" + tag).put("text", text), "text", text);
            record(kept, s1, observation("ht-title-" + tag).put("title", text), "title", text);
            record(kept, s1, hypothesis(text), "id", text);
        }
        assertThat(kept).as("most hostile text is kept").hasSizeGreaterThan(HOSTILE.size());
        assertKeptVerbatim(kept);
        assertThat(tables()).as("every table is still there").isEqualTo(before).contains("bt_unit");
        assertThat(standing(unit(ana, s1, "ht-claim-sql"))).isEqualTo("under test");
    }

    @Test
    void hostileTextInReadInputsIsAnsweredOrRefusedNeverFailed() throws Exception {
        Set<String> before = tables();
        for (String text : HOSTILE.values()) {
            readInput("read/lookup", JSON.createObjectNode().put("name", text), "/name");
            readInput("read/lookup", JSON.createObjectNode().put("namespace", text).put("value", text),
                    "/namespace", "/value");
            readInput("ask/neighbours", JSON.createObjectNode().put("entity", "e-any").put("kind", "supplies")
                    .put("role", text), "/role");
            readInput("ask/neighbours", JSON.createObjectNode().put("entity", text).put("kind", text),
                    "/entity", "/kind");
            readInput("read/parameter", JSON.createObjectNode().put("name", text), "/name");
            ObjectNode unit = JSON.createObjectNode();
            unit.putObject("unit").put("id", text).put("kind", "hypothesis");
            readInput("read/unit", unit, "/unit/id");
        }
        assertThat(tables()).isEqualTo(before).contains("bt_unit");
    }

    @Test
    void aBodyOverTheLimitIsRefusedAsTooLarge() throws Exception {
        String huge = "x".repeat(ONE_MB);
        Reply fact = post("act/record", ana, s1, facts(hypothesis("ht-huge").put("claim", huge)));
        assertRefusal(fact, 413, "too_large");
        assertRefusal(post("read/lookup", ana, s1, JSON.createObjectNode().put("name", huge).toString()), 413,
                "too_large");
        assertRefusal(post("read/unit", null, s1, huge), 401, "no_session");
        assertRefusal(unit(ana, s1, "ht-huge"), 404, "not_found");
    }

    @Test
    void aLongTextUnderTheBodyLimitIsRefusedNamingItOrKeptVerbatim() throws Exception {
        String longText = "y".repeat(ONE_MB - 1024);
        List<Kept> kept = new ArrayList<>();
        record(kept, s1, hypothesis("ht-long-claim").put("claim", longText), "claim", longText);
        record(kept, acme, entity("ht-long-name").put("name", longText), "name", longText);
        assertKeptVerbatim(kept);
        readInput("read/lookup", JSON.createObjectNode().put("name", longText), "/name");
    }

    /** A fact recorded with hostile text in one member, to be read back. */
    private record Kept(String scope, String kind, String id, String member, String text) {
    }

    /** Records one fact carrying hostile text in {@code member}: refused naming it, or kept to be read back. */
    private void record(List<Kept> kept, String scope, ObjectNode fact, String member, String text) throws Exception {
        Reply recorded = post("act/record", ana, scope, facts(fact));
        assertThat(recorded.status()).as("%s = %s: %s", member, brief(text), brief(recorded.text()))
                .isIn(200, 400);
        if (recorded.status() == 400) {
            assertThat(assertRefusal(recorded, 400, "invalid_input").get("field").asText())
                    .isEqualTo("/facts/0/" + member);
        } else {
            kept.add(new Kept(scope, fact.get("kind").asText(), fact.get("id").asText(), member, text));
        }
    }

    /** Every kept text is read back as it was given (the projection fills asynchronously). */
    private void assertKeptVerbatim(List<Kept> kept) throws Exception {
        for (Kept one : kept) {
            ObjectNode input = JSON.createObjectNode();
            input.putObject("unit").put("id", one.id()).put("kind", one.kind());
            Reply read = untilRead(one.scope(), input.toString());
            assertThat(read.status()).as("%s read back: %s", one.member(), brief(read.text())).isEqualTo(200);
            assertThat(read.body().get(one.member()).asText()).as(one.member()).isEqualTo(one.text());
        }
    }

    /** A read with hostile text: any answer but a failure; a refusal names one of the members it was given. */
    private void readInput(String route, ObjectNode input, String... fields) throws Exception {
        Reply reply = post(route, ana, s1, input.toString());
        assertThat(reply.status()).as("%s %s: %s", route, brief(input.toString()), brief(reply.text()))
                .isIn(200, 400, 404);
        if (reply.status() == 400) {
            assertThat(assertRefusal(reply, 400, "invalid_input").get("field").asText()).isIn((Object[]) fields);
        } else if (reply.status() == 404) {
            assertRefusal(reply, 404, "not_found");
        }
        assertThat(reply.text()).doesNotContain("Exception", "\tat ", "SELECT ", "org.h2", "PSQLException");
    }

    /** The facts projection fills asynchronously: reads until the unit is there. */
    private Reply untilRead(String scope, String input) throws Exception {
        long deadline = System.nanoTime() + 30_000_000_000L;
        Reply reply;
        do {
            reply = post("read/unit", ana, scope, input);
            if (reply.status() != 404) {
                return reply;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        return reply;
    }

    /** Every table, partitioned ones included (PostgreSQL's bt_unit and bt_change, V93). */
    private Set<String> tables() throws Exception {
        Set<String> tables = new TreeSet<>();
        try (Connection db = dataSource.getConnection();
                ResultSet rs = db.getMetaData().getTables(null, null, "%",
                        new String[] {"TABLE", "PARTITIONED TABLE"})) {
            while (rs.next()) {
                tables.add(rs.getString("TABLE_NAME").toLowerCase());
            }
        }
        return tables;
    }

    private static ObjectNode hypothesis(String id) {
        return JSON.createObjectNode().put("kind", "hypothesis").put("id", id).put("claim", "a claim")
                .put("true_from", "2026-01-01");
    }

    private ObjectNode entity(String id) {
        return JSON.createObjectNode().put("kind", "entity").put("id", id).put("place", acme)
                .put("entity_kind", "company").put("name", "A name").put("true_from", "2026-01-01");
    }

    private static ObjectNode observation(String id) {
        return JSON.createObjectNode().put("kind", "observation").put("id", id)
                .put("source", "https://example.com/seen").put("title", "A title")
                .put("text", "Some words").put("true_from", "2026-01-01");
    }

    private static String brief(String text) {
        return text.length() > 300 ? text.substring(0, 300) + "..." : text;
    }

    private static String logged(ILoggingEvent event) {
        StringBuilder text = new StringBuilder(event.getFormattedMessage());
        event.getMDCPropertyMap().values().forEach(value -> text.append(' ').append(value));
        for (IThrowableProxy t = event.getThrowableProxy(); t != null; t = t.getCause()) {
            text.append('\n').append(t.getClassName()).append(": ").append(t.getMessage());
            for (StackTraceElementProxy frame : t.getStackTraceElementProxyArray()) {
                text.append('\n').append(frame.getSTEAsString());
            }
        }
        return text.toString();
    }
}
