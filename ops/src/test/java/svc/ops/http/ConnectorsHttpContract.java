package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import svc.command.api.GiveGrant;
import svc.command.api.GrantIds;
import svc.command.store.AxonStorageConfig;

/**
 * Installed connectors and act/act_through_connector through the real server: connector facts, the 202 Task card,
 * work/status until the Move is in the result with the source's own id, what a real local receiver got, the record
 * connector's fact, moves proposed under a propose grant, each refusal, the key rules, and cancelling.
 */
abstract class ConnectorsHttpContract extends HttpSupport {
    /** Holds read and act with mode propose on acme. */
    final String piaId = "pia-" + ownName;

    static HttpServer receiver;
    static final List<Received> RECEIVED = new CopyOnWriteArrayList<>();
    static final AtomicInteger IDS = new AtomicInteger();
    static volatile CountDownLatch held = new CountDownLatch(1);

    record Received(String path, String move, String contentType, JsonNode body) {
    }

    /** A real receiver: /crm answers 201 with an id, /down answers 503, /hold answers only once released. */
    @BeforeAll
    static void receiver() throws IOException {
        receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.setExecutor(Executors.newCachedThreadPool());
        receiver.createContext("/crm", exchange -> answer(exchange, 201, "{\"id\":\"crm-" + IDS.incrementAndGet()
                + "\"}"));
        receiver.createContext("/down", exchange -> answer(exchange, 503, "{\"error\":\"down\"}"));
        receiver.createContext("/hold", exchange -> {
            keep(exchange);
            try {
                held.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            reply(exchange, 200, "{\"id\":\"held\"}");
        });
        receiver.start();
    }

    @AfterAll
    static void stopReceiver() {
        receiver.stop(0);
    }

    static void answer(HttpExchange exchange, int status, String body) throws IOException {
        keep(exchange);
        reply(exchange, status, body);
    }

    /** Kept as it arrives, before any answer, so a test sees a call its receiver is still holding. */
    static void keep(HttpExchange exchange) throws IOException {
        RECEIVED.add(new Received(exchange.getRequestURI().getPath(),
                exchange.getRequestHeaders().getFirst("Svc-Move"),
                exchange.getRequestHeaders().getFirst("Content-Type"),
                JSON.readTree(exchange.getRequestBody().readAllBytes())));
    }

    static void reply(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    static String address(String path) {
        return "http://127.0.0.1:" + receiver.getAddress().getPort() + path;
    }

    static List<Received> receivedFor(String move) {
        return RECEIVED.stream().filter(call -> move.equals(call.move())).toList();
    }

    static String moveOf(String task) {
        return "mv_" + task.substring("tk_".length());
    }

    /** Like HttpSupport's give, with the act mode named: these tests need a caller whose moves wait. */
    void give(String subject, String place, List<String> grants, String mode) {
        commands.sendAndWait(GenericCommandMessage.asCommandMessage(
                new GiveGrant(GrantIds.of(subject, place), subject, place, grants, mode, "http-tests"))
                .andMetaData(Map.of(AxonStorageConfig.BY, "http-tests", AxonStorageConfig.RUN, "run_http_tests",
                        AxonStorageConfig.ROUTE, "grant", AxonStorageConfig.BECAUSE, "test setup")));
    }

    Reply install(String scope, String id, String kind, String address, String... actions) throws Exception {
        ObjectNode fact = JSON.createObjectNode().put("kind", "connector").put("id", id).put("connector_kind", kind);
        if (address != null) {
            fact.put("address", address);
        }
        var list = fact.putArray("actions");
        for (String action : actions) {
            list.add(action);
        }
        return post("act/record", ana, scope, facts(fact));
    }

    static ObjectNode move(String connector, String action, ObjectNode arguments) {
        ObjectNode input = JSON.createObjectNode().put("installed_connector", connector).put("kind_of_action", action);
        input.set("arguments", arguments);
        input.putObject("argument_sources").put("name", "lead/l1").put("score", "the caller's own words");
        return input;
    }

    static ObjectNode lead() {
        return JSON.createObjectNode().put("name", "Ana Lima").put("score", 7);
    }

    Reply act(String token, String scope, JsonNode input, String... headers) throws Exception {
        return post("act/act_through_connector", token, scope, input.toString(), headers);
    }

    Reply status(String token, String scope, String task) throws Exception {
        return post("work/status", token, scope, JSON.createObjectNode().put("task", task).toString());
    }

    Reply cancel(String token, String scope, String task) throws Exception {
        return post("work/cancel", token, scope, JSON.createObjectNode().put("task", task).toString());
    }

    /** Reads the task until it is in one of the states wanted, and answers that last status. */
    Reply until(String scope, String task, Set<String> states) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        Reply reply;
        do {
            reply = status(ana, scope, task);
            assertCard(reply, 200, "Task", scope);
            if (states.contains(reply.body().get("state").asText())) {
                return reply;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        return reply;
    }

    Reply read(String scope, String kind, String id) throws Exception {
        ObjectNode input = JSON.createObjectNode();
        input.putObject("unit").put("id", id).put("kind", kind);
        return post("read/unit", ana, scope, input.toString());
    }

    /**
     * The move once it is closed: a task that fails or is cancelled closes its move through the task-endings
     * processor, after the task's own state has changed.
     */
    Reply moveOnceClosed(String scope, String id) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        Reply reply;
        do {
            reply = read(scope, "move", id);
            if (reply.status() == 200 && !Set.of("proposed", "running").contains(
                    reply.body().get("state").asText())) {
                return reply;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        return reply;
    }

    Reply historyOf(String scope, String kind, String id) throws Exception {
        ObjectNode input = JSON.createObjectNode();
        input.putObject("unit").put("id", id).put("kind", kind);
        return post("read/history", ana, scope, input.toString());
    }

    static String refusedField(Reply reply) {
        return assertRefusal(reply, 400, "invalid_input").get("field").asText();
    }

    // ----------------------------------------------------------------------------------------------- connectors

    @Test
    void anInstalledConnectorReadsAsAConnector() throws Exception {
        assertThat(install(acme, "c-read", "http", address("/crm"), "create_lead", "update_lead").status())
                .isEqualTo(200);

        Reply connector = read(acme, "connector", "c-read");

        assertCard(connector, 200, "Connector", acme);
        assertThat(connector.body()).isEqualTo(json("{\"id\":\"c-read\",\"connector_kind\":\"http\","
                + "\"actions\":[\"create_lead\",\"update_lead\"],\"address\":\"" + address("/crm") + "\","
                + "\"place\":\"" + acme + "\"}"));
    }

    @Test
    void anHttpConnectorWithoutAnAbsoluteAddressIsRefusedNamingIt() throws Exception {
        assertThat(refusedField(install(acme, "c-relative", "http", "/crm", "create_lead")))
                .isEqualTo("/facts/0/address");
    }

    @Test
    void aConnectorOfferingNoActionIsRefusedNamingIt() throws Exception {
        assertThat(refusedField(install(acme, "c-idle", "http", address("/crm")))).isEqualTo("/facts/0/actions");
    }

    @Test
    void aRecordConnectorWithAnAddressIsRefusedNamingIt() throws Exception {
        assertThat(refusedField(install(acme, "c-rec-addr", "record", address("/crm"), "record_fact")))
                .isEqualTo("/facts/0/address");
    }

    @Test
    void aConnectorAtAStrategyPlaceIsRefusedNamingItsPlace() throws Exception {
        assertThat(refusedField(install(s1, "c-deep", "http", address("/crm"), "create_lead")))
                .isEqualTo("/facts/0/place");
    }

    // ---------------------------------------------------------------------------------------------------- moves

    @Test
    void aRunningMoveAnswers202WithATaskThatSucceedsWithTheSourcesId() throws Exception {
        install(acme, "c-crm", "http", address("/crm"), "create_lead");

        Reply accepted = act(ana, b1, move("c-crm", "create_lead", lead()));

        assertCard(accepted, 202, "Task", b1);
        String task = accepted.body().get("task").asText();
        assertThat(task).matches("tk_[0-9a-f]{16}");
        assertThat(accepted.body().get("route").asText()).isEqualTo("act/act_through_connector");
        assertThat(accepted.body().get("state").asText()).isIn("queued", "running", "succeeded");
        Reply done = until(b1, task, Set.of("succeeded", "failed", "cancelled"));
        assertThat(done.body().get("state").asText()).as(done.text()).isEqualTo("succeeded");
        JsonNode result = done.body().get("result");
        String move = moveOf(task);
        List<Received> calls = receivedFor(move);
        assertThat(calls).hasSize(1);
        assertThat(calls.get(0).path()).isEqualTo("/crm");
        assertThat(calls.get(0).contentType()).isEqualTo("application/json");
        assertThat(calls.get(0).body()).isEqualTo(lead());
        assertThat(result.get("id").asText()).isEqualTo(move);
        assertThat(result.get("state").asText()).isEqualTo("done");
        assertThat(result.get("source_id").asText()).startsWith("crm-");
        assertThat(result.get("installed_connector").asText()).isEqualTo("c-crm");
        assertThat(result.get("kind_of_action").asText()).isEqualTo("create_lead");
        assertThat(result.get("arguments")).isEqualTo(lead());
        assertThat(result.get("argument_sources"))
                .isEqualTo(json("{\"name\":\"lead/l1\",\"score\":\"the caller's own words\"}"));
        assertThat(result.get("by").asText()).isEqualTo(anaId);
        assertThat(result.get("task").asText()).isEqualTo(task);
        assertThat(result.get("place").asText()).isEqualTo(b1);
    }

    @Test
    void theMoveReadsAsDoneWithTheNumbersOfItsArgumentsGivenByTheCaller() throws Exception {
        install(acme, "c-crm-read", "http", address("/crm"), "create_lead");
        String task = act(ana, b1, move("c-crm-read", "create_lead", lead())).body().get("task").asText();
        until(b1, task, Set.of("succeeded", "failed", "cancelled"));

        Reply move = read(b1, "move", moveOf(task));

        assertCard(move, 200, "Move", b1);
        assertThat(move.body().get("state").asText()).isEqualTo("done");
        assertThat(move.body().get("source_id").asText()).startsWith("crm-");
        assertThat(move.foot().get("basis").get("/arguments/score").asText()).startsWith("given by a caller");
        JsonNode history = historyOf(b1, "move", moveOf(task)).body();
        assertThat(history).extracting(entry -> entry.get("event").asText())
                .containsExactly("MoveStarted", "MoveDone");
    }

    @Test
    void aConnectorAtTheCallersBrandIsReachedAndOneAtAnotherBrandIsNot() throws Exception {
        install(b1, "c-b1", "http", address("/crm"), "create_lead");
        install(b2, "c-b2", "http", address("/crm"), "create_lead");

        Reply reached = act(ana, s1, move("c-b1", "create_lead", lead()));
        assertCard(reached, 202, "Task", s1);
        assertThat(until(s1, reached.body().get("task").asText(), Set.of("succeeded", "failed")).body()
                .get("state").asText()).isEqualTo("succeeded");
        assertRefusal(act(ana, b1, move("c-b2", "create_lead", lead())), 404, "not_found");
    }

    @Test
    void theRecordConnectorRecordsItsFactReadableWithReadUnit() throws Exception {
        install(b1, "c-ledger", "record", null, "record_fact");
        ObjectNode fact = JSON.createObjectNode().put("kind", "publishing").put("id", "p-by-move")
                .put("title", "Summer offer").put("channel", "newsletter");

        Reply accepted = act(ana, b1, move("c-ledger", "record_fact", fact));

        assertCard(accepted, 202, "Task", b1);
        Reply done = until(b1, accepted.body().get("task").asText(), Set.of("succeeded", "failed", "cancelled"));
        assertThat(done.body().get("state").asText()).as(done.text()).isEqualTo("succeeded");
        assertThat(done.body().get("result").get("source_id").asText()).isEqualTo("publishing/p-by-move");
        Reply publishing = read(b1, "publishing", "p-by-move");
        assertCard(publishing, 200, "Publishing", b1);
        assertThat(publishing.body().get("title").asText()).isEqualTo("Summer offer");
        assertThat(publishing.body().get("place").asText()).isEqualTo(b1);
    }

    @Test
    void aFactTheRecordWouldRefuseIsRefusedAtTheCallUnderArguments() throws Exception {
        install(b1, "c-ledger-bad", "record", null, "record_fact");
        ObjectNode fact = JSON.createObjectNode().put("kind", "publishing").put("id", "p-untitled")
                .put("channel", "newsletter");

        assertThat(refusedField(act(ana, b1, move("c-ledger-bad", "record_fact", fact))))
                .isEqualTo("/arguments/title");
        assertRefusal(read(b1, "publishing", "p-untitled"), 404, "not_found");
    }

    @Test
    void underAProposeGrantTheMoveIsProposedAndTheReceiverIsNeverCalled() throws Exception {
        give(piaId, acme, List.of("read", "act"), "propose");
        String pia = tokens.issue(piaId, Duration.ofHours(1));
        untilGranted(pia, acme);
        install(acme, "c-crm-propose", "http", address("/crm"), "create_lead");

        Reply accepted = act(pia, b1, move("c-crm-propose", "create_lead", lead()));

        assertCard(accepted, 202, "Task", b1);
        String task = accepted.body().get("task").asText();
        Reply done = until(b1, task, Set.of("succeeded", "failed", "cancelled"));
        assertThat(done.body().get("state").asText()).as(done.text()).isEqualTo("succeeded");
        assertThat(done.body().get("result").get("state").asText()).isEqualTo("proposed");
        assertThat(done.body().get("result").get("by").asText()).isEqualTo(piaId);
        assertThat(receivedFor(moveOf(task))).isEmpty();
    }

    @Test
    void aSourceAnsweringAnErrorFailsTheTaskAndTheMoveWithThePlainReason() throws Exception {
        install(acme, "c-down", "http", address("/down"), "create_lead");
        String task = act(ana, b1, move("c-down", "create_lead", lead())).body().get("task").asText();

        Reply failed = until(b1, task, Set.of("succeeded", "failed", "cancelled"));

        assertThat(failed.body().get("state").asText()).as(failed.text()).isEqualTo("failed");
        assertThat(failed.body().get("error").asText()).isEqualTo(address("/down") + " answered 503");
        Reply move = moveOnceClosed(b1, moveOf(task));
        assertThat(move.body().get("state").asText()).isEqualTo("failed");
        assertThat(move.body().get("reason").asText()).isEqualTo(address("/down") + " answered 503");
        assertThat(move.text()).doesNotContain("Exception", "\tat ");
    }

    @Test
    void cancellingATaskWhoseSourceHasNotAnsweredCancelsTheMove() throws Exception {
        held = new CountDownLatch(1);
        install(acme, "c-hold", "http", address("/hold"), "create_lead");
        String task = act(ana, b1, move("c-hold", "create_lead", lead())).body().get("task").asText();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (receivedFor(moveOf(task)).isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(receivedFor(moveOf(task))).hasSize(1);
        assertThat(status(ana, b1, task).body().get("state").asText()).isEqualTo("running");

        Reply cancelled = cancel(ana, b1, task);
        held.countDown();

        assertCard(cancelled, 200, "Task", b1);
        Reply ended = until(b1, task, Set.of("succeeded", "failed", "cancelled"));
        assertThat(ended.body().get("state").asText()).as(ended.text()).isEqualTo("cancelled");
        Reply move = moveOnceClosed(b1, moveOf(task));
        assertThat(move.body().get("state").asText()).isEqualTo("cancelled");
        assertThat(move.body().get("source_id").isNull()).isTrue();
    }

    // ------------------------------------------------------------------------------------------------- refusals

    @Test
    void aConnectorThatIsNotInstalledIsNotFound() throws Exception {
        assertRefusal(act(ana, b1, move("c-nowhere", "create_lead", lead())), 404, "not_found");
    }

    @Test
    void anotherTenantsConnectorIsNotFound() throws Exception {
        install(acme, "c-acme-only", "http", address("/crm"), "create_lead");
        assertRefusal(act(ana, otherTenant + "/brand/b1", move("c-acme-only", "create_lead", lead())), 404,
                "not_found");
    }

    @Test
    void anActionTheConnectorDoesNotOfferIsRefusedNamingIt() throws Exception {
        install(acme, "c-offers", "http", address("/crm"), "create_lead");
        Reply reply = act(ana, b1, move("c-offers", "delete_lead", lead()));
        assertThat(refusedField(reply)).isEqualTo("/kind_of_action");
        assertThat(reply.json().get("detail").asText()).contains("offered_action");
    }

    @Test
    void missingArgumentsAreRefusedNamingThem() throws Exception {
        install(acme, "c-args", "http", address("/crm"), "create_lead");
        ObjectNode input = move("c-args", "create_lead", lead());
        input.remove("arguments");
        assertThat(refusedField(act(ana, b1, input))).isEqualTo("/arguments");
    }

    @Test
    void missingArgumentSourcesAreRefusedNamingThem() throws Exception {
        install(acme, "c-sources", "http", address("/crm"), "create_lead");
        ObjectNode input = move("c-sources", "create_lead", lead());
        input.remove("argument_sources");
        assertThat(refusedField(act(ana, b1, input))).isEqualTo("/argument_sources");
    }

    @Test
    void aReadOnlyCallerIsNotAllowed() throws Exception {
        install(acme, "c-rita", "http", address("/crm"), "create_lead");
        assertRefusal(act(rita, b1, move("c-rita", "create_lead", lead())), 403, "not_allowed");
    }

    @Test
    void aTenantScopeIsTooShallowAndNamesTheScopeNeeded() throws Exception {
        install(acme, "c-shallow", "http", address("/crm"), "create_lead");
        JsonNode refusal = assertRefusal(act(ana, acme, move("c-shallow", "create_lead", lead())), 403,
                "not_allowed");
        assertThat(refusal.get("scope_needed").asText()).isEqualTo(acme + "/brand/{brand}");
    }

    // ------------------------------------------------------------------------------------------------------ keys

    @Test
    void aRepeatUnderTheSameKeyAnswersTheSameTaskAndWritesNothing() throws Exception {
        install(acme, "c-key", "http", address("/crm"), "create_lead");
        Reply first = act(ana, b1, move("c-key", "create_lead", lead()), "Svc-Key", "move-once");
        String task = first.body().get("task").asText();
        until(b1, task, Set.of("succeeded", "failed", "cancelled"));

        Reply repeat = act(ana, b1, move("c-key", "create_lead", lead()), "Svc-Key", "move-once");

        assertCard(repeat, 202, "Task", b1);
        assertThat(repeat.body().get("task").asText()).isEqualTo(task);
        assertThat(repeat.body().get("state").asText()).isEqualTo("succeeded");
        assertThat(receivedFor(moveOf(task))).hasSize(1);
        assertThat(historyOf(b1, "move", moveOf(task)).body()).hasSize(2);
    }

    @Test
    void theSameKeyWithAnotherInputIsRefused() throws Exception {
        install(acme, "c-key2", "http", address("/crm"), "create_lead");
        act(ana, b1, move("c-key2", "create_lead", lead()), "Svc-Key", "move-twice");

        Reply other = act(ana, b1, move("c-key2", "create_lead", lead().put("score", 8)), "Svc-Key", "move-twice");

        assertRefusal(other, 409, "key_reused");
    }
}
