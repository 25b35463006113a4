package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Observations and act/deepen through the real server: recording and reading observations, the 202 Task card,
 * work/status until the Deepening is in the result, read/unit of the deepening, each refusal, Svc-Key, a failing
 * source and a cancelled task. The observations' source is a small server on 127.0.0.1, so the shared server may
 * fetch private addresses ({@link SharedServer}).
 */
abstract class DeepenHttpContract extends HttpSupport {
    static final String PAGE = "<html><head><title>Rival pricing</title></head><body><h1>Plans</h1>"
            + "<p>The entry plan is gone; the basic plan now costs 19 euros a month.</p></body></html>";
    static final Set<String> ENDED = Set.of("succeeded", "failed", "cancelled");

    static HttpServer source;
    static String sourceBase;
    static CountDownLatch slowAnswers;

    @BeforeAll
    static void startSource() throws IOException {
        source = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        source.setExecutor(Executors.newCachedThreadPool());
        source.createContext("/pricing", exchange -> answer(exchange, 200, "text/html; charset=utf-8", PAGE));
        source.createContext("/gone", exchange -> answer(exchange, 404, "text/plain", "not here"));
        source.createContext("/slow", exchange -> {
            try {
                slowAnswers.await(20, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            answer(exchange, 200, "text/plain", "an answer that came too late");
        });
        source.start();
        sourceBase = "http://127.0.0.1:" + source.getAddress().getPort();
        slowAnswers = new CountDownLatch(1);
    }

    @AfterAll
    static void stopSource() {
        slowAnswers.countDown();
        source.stop(0);
    }

    private static void answer(HttpExchange exchange, int status, String contentType, String body)
            throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", contentType);
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    Reply recordObservation(String scope, String id, String path, String title, String text) throws Exception {
        ObjectNode fact = JSON.createObjectNode().put("kind", "observation").put("id", id)
                .put("source", sourceBase + path).put("true_from", "2026-01-01");
        if (title != null) {
            fact.put("title", title);
        }
        if (text != null) {
            fact.put("text", text);
        }
        Reply reply = post("act/record", ana, scope, facts(fact));
        assertCard(reply, 200, "Recorded", scope);
        return reply;
    }

    Reply deepen(String token, String scope, String observation, String depth, String... headers) throws Exception {
        ObjectNode input = JSON.createObjectNode().put("observation", observation).put("depth", depth);
        input.putObject("asked_by").put("id", "h-pricing").put("kind", "hypothesis");
        return post("act/deepen", token, scope, input.toString(), headers);
    }

    Reply status(String task) throws Exception {
        return post("work/status", ana, s1, JSON.createObjectNode().put("task", task).toString());
    }

    Reply cancel(String task) throws Exception {
        return post("work/cancel", ana, s1, JSON.createObjectNode().put("task", task).toString());
    }

    Reply read(String scope, String kind, String id) throws Exception {
        ObjectNode input = JSON.createObjectNode();
        input.putObject("unit").put("id", id).put("kind", kind);
        return post("read/unit", ana, scope, input.toString());
    }

    /** Polls work/status until the task has ended, and answers its last card. */
    Reply untilEnded(String task) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        Reply reply;
        do {
            reply = status(task);
            assertCard(reply, 200, "Task", s1);
            if (ENDED.contains(reply.body().get("state").asText())) {
                return reply;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        return reply;
    }

    /** Starts a deepening, checks its 202 card, and answers the task's id. */
    String started(String observation, String depth, String... headers) throws Exception {
        Reply reply = deepen(ana, s1, observation, depth, headers);
        assertCard(reply, 202, "Task", s1);
        JsonNode task = reply.body();
        assertThat(task.get("task").asText()).startsWith("tk_");
        assertThat(task.get("route").asText()).isEqualTo("act/deepen");
        // A source that answers at once can end the task before the 202 card is written, failed included.
        assertThat(task.get("state").asText()).isIn("queued", "running", "succeeded", "failed", "cancelled");
        return task.get("task").asText();
    }

    static String deepeningOf(String task) {
        return "dp_" + task.substring("tk_".length());
    }

    // ------------------------------------------------------------------------------------------------ observations

    @Test
    void anObservationIsRecordedAndReadAsAnObservation() throws Exception {
        recordObservation(b1, "ob-read", "/pricing", "Rival pricing", "the entry plan is gone");

        Reply unit = read(b1, "observation", "ob-read");

        assertCard(unit, 200, "Observation", b1);
        assertThat(unit.body().get("id").asText()).isEqualTo("ob-read");
        assertThat(unit.body().get("source").asText()).isEqualTo(sourceBase + "/pricing");
        assertThat(unit.body().get("title").asText()).isEqualTo("Rival pricing");
        assertThat(unit.body().get("text").asText()).isEqualTo("the entry plan is gone");
        assertThat(unit.body().get("place").asText()).isEqualTo(b1);
    }

    @Test
    void anObservationWhoseSourceIsNotAnHttpAddressIsRefusedNamingIt() throws Exception {
        ObjectNode fact = JSON.createObjectNode().put("kind", "observation").put("id", "ob-ftp")
                .put("source", "ftp://example.com/file");

        JsonNode refusal = assertRefusal(post("act/record", ana, b1, facts(fact)), 400, "invalid_input");

        assertThat(refusal.get("field").asText()).isEqualTo("/facts/0/source");
        assertThat(refusal.get("detail").asText()).contains("absolute_http_address");
    }

    // ------------------------------------------------------------------------------------------------ deepening

    @Test
    void deepeningBothAnswers202WithATaskThenTheDeepeningWithTextAndEmbedding() throws Exception {
        recordObservation(b1, "ob-both", "/pricing", null, null);

        String task = started("ob-both", "both");
        Reply ended = untilEnded(task);

        assertThat(ended.body().get("state").asText()).as(ended.text()).isEqualTo("succeeded");
        assertThat(ended.body().get("progress").asDouble()).isEqualTo(1.0);
        JsonNode deepening = ended.body().get("result");
        assertThat(deepening.get("id").asText()).isEqualTo(deepeningOf(task));
        assertThat(deepening.get("observation").asText()).isEqualTo("ob-both");
        assertThat(deepening.get("depth").asText()).isEqualTo("both");
        assertThat(deepening.get("task").asText()).isEqualTo(task);
        assertThat(deepening.get("place").asText()).isEqualTo(s1);
        assertThat(deepening.get("asked_by").get("id").asText()).isEqualTo("h-pricing");
        assertThat(deepening.get("asked_by").get("kind").asText()).isEqualTo("hypothesis");
        JsonNode fetched = deepening.get("fetched");
        assertThat(fetched.get("address").asText()).isEqualTo(sourceBase + "/pricing");
        assertThat(fetched.get("content_type").asText()).isEqualTo("text/html");
        assertThat(fetched.get("bytes").asLong()).isEqualTo(PAGE.getBytes(StandardCharsets.UTF_8).length);
        assertThat(fetched.get("text").asText())
                .isEqualTo("Rival pricing Plans The entry plan is gone; the basic plan now costs 19 euros a month.");
        JsonNode embedding = deepening.get("embedding");
        assertThat(embedding.get("dimensions").asInt()).isEqualTo(384);
        assertThat(embedding.get("vector")).hasSize(384);
        assertThat(embedding.get("model").asText()).contains("all-MiniLM-L6-v2");
    }

    @Test
    void theDeepeningIsReadAsADeepeningWithTheBasisOfEveryNumber() throws Exception {
        recordObservation(b1, "ob-unit", "/pricing", null, null);
        String task = started("ob-unit", "both");
        untilEnded(task);

        Reply unit = read(s1, "deepening", deepeningOf(task));

        assertCard(unit, 200, "Deepening", s1);
        assertThat(unit.body().get("fetched").get("text").asText()).contains("basic plan now costs 19 euros");
        JsonNode basis = unit.foot().get("basis");
        assertThat(basis.get("/fetched/bytes").asText()).startsWith("counted");
        assertThat(basis.get("/embedding/dimensions").asText()).startsWith("counted");
        assertThat(basis.get("/embedding/vector/0").asText()).startsWith("measured");
        assertThat(basis.get("/embedding/vector/383").asText()).startsWith("measured");
    }

    @Test
    void fetchKeepsTheTextAndEmbedThenEmbedsThatText() throws Exception {
        recordObservation(acme, "ob-steps", "/pricing", null, null);

        JsonNode fetched = untilEnded(started("ob-steps", "fetch")).body().get("result");
        JsonNode embedded = untilEnded(started("ob-steps", "embed")).body().get("result");

        assertThat(fetched.get("fetched").get("text").asText()).contains("entry plan is gone");
        assertThat(fetched.get("embedding").isNull()).isTrue();
        assertThat(embedded.get("fetched").isNull()).isTrue();
        assertThat(embedded.get("embedding").get("dimensions").asInt()).isEqualTo(384);
    }

    @Test
    void embedWithoutAFetchEmbedsTheObservationsOwnWords() throws Exception {
        recordObservation(b1, "ob-words", "/gone", "Rival pricing", "the entry plan is gone");

        Reply ended = untilEnded(started("ob-words", "embed"));

        assertThat(ended.body().get("state").asText()).as(ended.text()).isEqualTo("succeeded");
        assertThat(ended.body().get("result").get("embedding").get("vector")).hasSize(384);
    }

    @Test
    void aSourceThatFailsFailsTheTaskInPlainWordsAndRecordsNoDeepening() throws Exception {
        recordObservation(b1, "ob-gone", "/gone", null, null);
        String task = started("ob-gone", "fetch");

        Reply ended = untilEnded(task);

        assertThat(ended.body().get("state").asText()).as(ended.text()).isEqualTo("failed");
        assertThat(ended.body().get("error").asText()).isEqualTo("the source answered 404");
        assertThat(ended.body().get("result").isNull()).isTrue();
        assertRefusal(read(s1, "deepening", deepeningOf(task)), 404, "not_found");
    }

    @Test
    void cancellingATaskWhoseSourceIsSlowEndsItCancelledAndRecordsNoDeepening() throws Exception {
        recordObservation(b1, "ob-slow", "/slow", null, null);
        String task = started("ob-slow", "both");

        Reply cancelled = cancel(task);
        slowAnswers.countDown();

        assertCard(cancelled, 200, "Task", s1);
        Reply ended = untilEnded(task);
        assertThat(ended.body().get("state").asText()).as(ended.text()).isEqualTo("cancelled");
        Thread.sleep(500);
        assertThat(status(task).body().get("state").asText()).isEqualTo("cancelled");
        assertRefusal(read(s1, "deepening", deepeningOf(task)), 404, "not_found");
    }

    // ------------------------------------------------------------------------------------------------ keys

    @Test
    void aRepeatUnderTheSameKeyAnswersTheSameTask() throws Exception {
        recordObservation(b1, "ob-key", "/pricing", null, null);
        String first = started("ob-key", "fetch", "Svc-Key", "deepen-ob-key");

        Reply repeat = deepen(ana, s1, "ob-key", "fetch", "Svc-Key", "deepen-ob-key");

        assertCard(repeat, 202, "Task", s1);
        assertThat(repeat.body().get("task").asText()).isEqualTo(first);
        assertThat(untilEnded(first).body().get("state").asText()).isEqualTo("succeeded");
    }

    @Test
    void theSameKeyWithAnotherInputIsRefused409() throws Exception {
        recordObservation(b1, "ob-key2", "/pricing", null, null);
        started("ob-key2", "fetch", "Svc-Key", "deepen-ob-key2");

        assertRefusal(deepen(ana, s1, "ob-key2", "both", "Svc-Key", "deepen-ob-key2"), 409, "key_reused");
    }

    // ------------------------------------------------------------------------------------------------ refusals

    @Test
    void aMissingObservationIsNotFound() throws Exception {
        assertRefusal(deepen(ana, s1, "ob-none", "fetch"), 404, "not_found");
    }

    @Test
    void anObservationOffTheCallsLineIsNotFound() throws Exception {
        recordObservation(b2, "ob-elsewhere", "/pricing", null, null);

        assertRefusal(deepen(ana, s1, "ob-elsewhere", "fetch"), 404, "not_found");
    }

    @Test
    void aDepthOutsideFetchEmbedBothIsRefusedNamingIt() throws Exception {
        recordObservation(b1, "ob-depth", "/pricing", null, null);

        JsonNode refusal = assertRefusal(deepen(ana, s1, "ob-depth", "deep"), 400, "invalid_input");

        assertThat(refusal.get("field").asText()).isEqualTo("/depth");
    }

    @Test
    void embedWithNothingToEmbedIsRefusedNamingTheDepth() throws Exception {
        recordObservation(b1, "ob-empty", "/pricing", null, null);

        JsonNode refusal = assertRefusal(deepen(ana, s1, "ob-empty", "embed"), 400, "invalid_input");

        assertThat(refusal.get("field").asText()).isEqualTo("/depth");
        assertThat(refusal.get("detail").asText()).contains("nothing to embed yet").contains("has_text");
    }

    @Test
    void aReadOnlyCallerIsNotAllowed() throws Exception {
        recordObservation(b1, "ob-rita", "/pricing", null, null);

        assertRefusal(deepen(rita, s1, "ob-rita", "fetch"), 403, "not_allowed");
    }

    @Test
    void aBrandScopeIsTooShallow() throws Exception {
        JsonNode refusal = assertRefusal(deepen(ana, b1, "ob-any", "fetch"), 403, "not_allowed");

        assertThat(refusal.get("scope_needed").asText()).isEqualTo(b1 + "/strategy/{strategy}");
    }
}
