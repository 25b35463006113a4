package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * act/strategy and act/workflow through the real server: cards, refusals, keys, version counting, a preview that
 * changes nothing, and an armed workflow whose steps new events run once, not again on a replay. Each test uses its
 * own strategy, so armed workflows never reach another test's hypotheses.
 */
abstract class StrategyAndWorkflowHttpContract extends HttpSupport {
    @Autowired
    EventProcessingConfiguration processing;

    // ----------------------------------------------------------------------------------------------- act/strategy

    @Test
    void aNewStrategyIsDraftedAtVersionOneWithEveryFieldOfTheStrategyTable() throws Exception {
        ObjectNode strategy = strategy("s-card", "Grow in the north");
        strategy.put("standing", true);
        strategy.putObject("window").put("from", "2026-01-01").put("to", "2026-07-01T12:00:00+02:00");
        strategy.putObject("budget").put("money_outside", 1200.5).put("model_calls", 40)
                .put("workbench_time", "10h").putObject("spent").put("ads", 300);
        Reply made = post("act/strategy", ana, b1, input(strategy));
        assertCard(made, 200, "Strategy", b1);
        JsonNode body = made.body();
        assertThat(body.fieldNames()).toIterable().contains("name", "brands", "goals", "plays", "monitors", "moves",
                "budget", "people", "grants", "memory", "tasks", "window", "standing", "life", "version", "game",
                "graph", "simulations", "policy");
        assertThat(body.get("id").asText()).isEqualTo("s-card");
        assertThat(body.get("name").asText()).isEqualTo("Grow in the north");
        assertThat(body.get("brands")).isEqualTo(json("[\"b1\"]"));
        for (String list : List.of("goals", "plays", "monitors", "moves", "people", "grants", "memory", "tasks",
                "graph", "simulations")) {
            assertThat(body.get(list).isArray() && body.get(list).isEmpty()).as(list).isTrue();
        }
        assertThat(body.get("game").isNull()).isTrue();
        assertThat(body.get("policy").isNull()).isTrue();
        assertThat(body.get("standing").asBoolean()).isTrue();
        assertThat(body.get("life").asText()).isEqualTo("drafted");
        assertThat(body.get("version").asLong()).isEqualTo(1);
        assertThat(body.get("window")).isEqualTo(
                json("{\"from\":\"2026-01-01T00:00:00Z\",\"to\":\"2026-07-01T10:00:00Z\"}"));
        assertThat(body.get("budget").get("money_outside").asDouble()).isEqualTo(1200.5);
        JsonNode basis = made.foot().get("basis");
        assertThat(basis.get("/version").asText()).startsWith("counted");
        assertThat(basis.get("/budget/money_outside").asText()).startsWith("given by a caller");
        assertThat(basis.get("/budget/model_calls").asText()).startsWith("given by a caller");
        assertThat(basis.get("/budget/spent/ads").asText()).startsWith("given by a caller");

        Reply read = post("read/unit", ana, b1, unitOf("strategy", "s-card"));
        assertCard(read, 200, "Strategy", b1);
        assertThat(read.body()).isEqualTo(body);
    }

    @Test
    void theVersionCountsChangesAndAWriteThatChangesNothingKeepsIt() throws Exception {
        String scope = b1 + "/strategy/s-version";
        assertThat(post("act/strategy", ana, scope, input(strategy(null, "Hold"))).body().get("version").asLong())
                .isEqualTo(1);
        Reply active = post("act/strategy", ana, scope, input(life("active").put("version", 1)));
        assertCard(active, 200, "Strategy", scope);
        assertThat(active.body().get("life").asText()).isEqualTo("active");
        assertThat(active.body().get("name").asText()).as("kept when not given").isEqualTo("Hold");
        assertThat(active.body().get("version").asLong()).isEqualTo(2);
        Reply again = post("act/strategy", ana, scope, input(life("active")));
        assertThat(again.body().get("version").asLong()).isEqualTo(2);
        Reply paused = post("act/strategy", ana, scope, input(life("paused").put("game", "wait it out")));
        assertThat(paused.body().get("version").asLong()).isEqualTo(3);
        assertThat(paused.body().get("game").asText()).isEqualTo("wait it out");
        assertThat(post("read/history", ana, scope, unitOf("strategy", "s-version")).body()).hasSize(3);
    }

    @Test
    void aMoveOfLifeNotAllowedIsRefusedNamingTheRuleAndLife() throws Exception {
        String scope = b1 + "/strategy/s-life";
        post("act/strategy", ana, scope, input(strategy(null, "Try")));
        JsonNode refusal = assertRefusal(post("act/strategy", ana, scope, input(life("paused"))), 400,
                "invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("/strategy/life");
        assertThat(refusal.get("detail").asText()).contains("life_moves").contains("drafted").contains("paused");
        post("act/strategy", ana, scope, input(life("ended")));
        assertThat(assertRefusal(post("act/strategy", ana, scope, input(life("active"))), 400, "invalid_input")
                .get("field").asText()).isEqualTo("/strategy/life");
    }

    @Test
    void aStaleVersionIsRefusedAndRecordsNothing() throws Exception {
        String scope = b1 + "/strategy/s-stale";
        post("act/strategy", ana, scope, input(strategy(null, "One")));
        post("act/strategy", ana, scope, input(strategy(null, "Two").put("version", 1)));
        JsonNode refusal = assertRefusal(post("act/strategy", ana, scope,
                input(strategy(null, "Three").put("version", 1))), 400, "invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("/strategy/version");
        assertThat(refusal.get("detail").asText()).contains("version_current");
        Reply held = post("read/unit", ana, scope, unitOf("strategy", "s-stale"));
        assertThat(held.body().get("name").asText()).isEqualTo("Two");
        assertThat(held.body().get("version").asLong()).isEqualTo(2);
    }

    @Test
    void badStrategyInputsAreRefusedNamingTheField() throws Exception {
        refused("act/strategy", b1 + "/strategy/s-bad", input(strategy("s-other", "Two ids")), "/strategy/id");
        refused("act/strategy", b1, input(strategy("s-bad", "x").put("colour", "red")), "/strategy/colour");
        refused("act/strategy", b1, input(strategy("s-bad", "  ")), "/strategy/name");
        refused("act/strategy", b1, input(strategy("s-bad", "x").put("life", "dormant")), "/strategy/life");
        refused("act/strategy", b1, input(strategy("s-bad", "x").put("life", "active")), "/strategy/life");
        refused("act/strategy", b1, input(strategy("s-bad", "x").put("goals", "grow")), "/strategy/goals");
        refused("act/strategy", b1, input(strategy("s-bad", "x").put("standing", "yes")), "/strategy/standing");
        ObjectNode backwards = strategy("s-bad", "x");
        backwards.putObject("window").put("from", "2026-02-01").put("to", "2026-01-01");
        refused("act/strategy", b1, input(backwards), "/strategy/window/to");
        ObjectNode badDate = strategy("s-bad", "x");
        badDate.putObject("window").put("from", "soon");
        refused("act/strategy", b1, input(badDate), "/strategy/window/from");
        ObjectNode otherBrand = strategy("s-bad", "x");
        otherBrand.putArray("brands").add("b9");
        refused("act/strategy", b1, input(otherBrand), "/strategy/brands");
        ObjectNode budget = strategy("s-bad", "x");
        budget.putObject("budget").put("money_outside", "lots");
        refused("act/strategy", b1, input(budget), "/strategy/budget/money_outside");
        refused("act/strategy", b1, "{}", "/strategy");
        assertThat(post("read/unit", ana, b1, unitOf("strategy", "s-bad")).status()).isEqualTo(404);

        assertRefusal(post("act/strategy", rita, b1, input(strategy("s-bad", "x"))), 403, "not_allowed");
        JsonNode shallow = assertRefusal(post("act/strategy", ana, acme, input(strategy("s-bad", "x"))), 403,
                "not_allowed");
        assertThat(shallow.get("scope_needed").asText()).isEqualTo(acme + "/brand/{brand}");
    }

    @Test
    void aRepeatUnderTheSameKeyAnswersTheStrategyHeldAndWritesNothing() throws Exception {
        String body = input(strategy("s-key", "Keyed"));
        Reply first = post("act/strategy", ana, b1, body, "Svc-Key", "k-strategy-1");
        assertCard(first, 200, "Strategy", b1);
        Reply repeat = post("act/strategy", ana, b1, body, "Svc-Key", "k-strategy-1");
        assertCard(repeat, 200, "Strategy", b1);
        assertThat(repeat.body()).isEqualTo(first.body());
        assertThat(post("read/history", ana, b1, unitOf("strategy", "s-key")).body()).hasSize(1);
        assertRefusal(post("act/strategy", ana, b1, input(strategy("s-key", "Other")), "Svc-Key", "k-strategy-1"),
                409, "key_reused");
    }

    // ----------------------------------------------------------------------------------------------- act/workflow

    @Test
    void aWrittenWorkflowAnswersAWorkflowAnswerNotReady() throws Exception {
        String scope = b1 + "/strategy/s-wf-write";
        Reply written = post("act/workflow", ana, scope, workflowInput("write", "w-write", "hypothesis recorded",
                noteStep("seen")).toString());
        assertCard(written, 200, "WorkflowAnswer", scope);
        JsonNode workflow = written.body().get("workflow");
        assertThat(workflow.get("name").asText()).isEqualTo("Workflow w-write");
        assertThat(workflow.get("starts_on").asText()).isEqualTo("hypothesis recorded");
        assertThat(workflow.get("strategy").asText()).isEqualTo("s-wf-write");
        assertThat(workflow.get("steps")).isEqualTo(json("[{\"kind\":\"note\",\"text\":\"seen\"}]"));
        assertThat(workflow.get("state")).isEqualTo(json("{\"ready\":false,\"since\":null}"));
        assertThat(written.body().get("version").asLong()).isEqualTo(1);
        assertThat(written.body().get("preview").isNull()).isTrue();
        assertThat(written.foot().get("basis").get("/version").asText()).startsWith("counted");

        Reply changed = post("act/workflow", ana, scope, workflowInput("write", "w-write", "hypothesis settled",
                noteStep("seen")).toString());
        assertThat(changed.body().get("version").asLong()).isEqualTo(2);
        Reply read = post("read/unit", ana, scope, unitOf("workflow", "w-write"));
        assertCard(read, 200, "Workflow", scope);
        assertThat(read.body().get("starts_on").asText()).isEqualTo("hypothesis settled");
        assertThat(read.body().get("version").asLong()).isEqualTo(2);
    }

    @Test
    void badWorkflowInputsAreRefusedNamingTheField() throws Exception {
        String scope = b1 + "/strategy/s-wf-bad";
        refused("act/workflow", scope, workflowInput("write", "w-bad", "hypothesis forgotten", noteStep("x")),
                "/workflow/starts_on");
        refused("act/workflow", scope, workflowInput("write", "w-bad", "hypothesis settled maybe", noteStep("x")),
                "/workflow/starts_on");
        ObjectNode unknownKind = JSON.createObjectNode().put("kind", "email");
        refused("act/workflow", scope, workflowInput("write", "w-bad", "hypothesis recorded", noteStep("x"),
                unknownKind), "/workflow/steps/1/kind");
        refused("act/workflow", scope, workflowInput("write", "w-bad", "hypothesis recorded",
                settleStep("certain", "x")), "/workflow/steps/0/standing");
        refused("act/workflow", scope, workflowInput("write", "w-bad", "hypothesis recorded",
                settleStep("supported", "")), "/workflow/steps/0/on");
        refused("act/workflow", scope, workflowInput("write", "w-bad", "hypothesis recorded",
                noteStep("x").put("colour", "red")), "/workflow/steps/0/colour");
        ObjectNode otherStrategy = workflowInput("write", "w-bad", "hypothesis recorded", noteStep("x"));
        ((ObjectNode) otherStrategy.get("workflow")).put("strategy", "s-elsewhere");
        refused("act/workflow", scope, otherStrategy.toString(), "/workflow/strategy");
        ObjectNode withState = workflowInput("write", "w-bad", "hypothesis recorded", noteStep("x"));
        ((ObjectNode) withState.get("workflow")).putObject("state").put("ready", true);
        refused("act/workflow", scope, withState.toString(), "/workflow/state/ready");
        refused("act/workflow", scope, workflowInput("launch", "w-bad", "hypothesis recorded", noteStep("x")),
                "/do");
        assertThat(post("read/unit", ana, scope, unitOf("workflow", "w-bad")).status()).isEqualTo(404);

        assertRefusal(post("act/workflow", rita, scope, workflowInput("write", "w-bad", "hypothesis recorded",
                noteStep("x")).toString()), 403, "not_allowed");
        JsonNode shallow = assertRefusal(post("act/workflow", ana, b1, workflowInput("write", "w-bad",
                "hypothesis recorded", noteStep("x")).toString()), 403, "not_allowed");
        assertThat(shallow.get("scope_needed").asText()).isEqualTo(b1 + "/strategy/{strategy}");
    }

    @Test
    void aRepeatUnderTheSameKeyAnswersTheWorkflowHeldAndWritesNothing() throws Exception {
        String scope = b1 + "/strategy/s-wf-key";
        String body = workflowInput("write", "w-key", "hypothesis recorded", noteStep("x")).toString();
        Reply first = post("act/workflow", ana, scope, body, "Svc-Key", "k-workflow-1");
        Reply repeat = post("act/workflow", ana, scope, body, "Svc-Key", "k-workflow-1");
        assertCard(repeat, 200, "WorkflowAnswer", scope);
        assertThat(repeat.body()).isEqualTo(first.body());
        assertThat(post("read/history", ana, scope, unitOf("workflow", "w-key")).body()).hasSize(1);
        assertRefusal(post("act/workflow", ana, scope, workflowInput("arm", "w-key", "hypothesis recorded",
                noteStep("x")).toString(), "Svc-Key", "k-workflow-1"), 409, "key_reused");
    }

    @Test
    void aPreviewListsEveryStepItWouldHaveTakenOverHistoryAndChangesNothing() throws Exception {
        String scope = b1 + "/strategy/s-preview";
        record(ana, scope, "h-pv-1", "2026-01-01");
        record(ana, scope, "h-pv-2", "2026-01-02");
        post("act/record", ana, b1 + "/strategy/s-preview-not", facts(fact("h-pv-out", "2026-01-01", null)));
        settle(ana, scope, "h-pv-1", "refuted", "churn did not move");
        settle(ana, scope, "h-pv-2", "supported", "churn fell");
        settle(ana, b1 + "/strategy/s-preview-not", "h-pv-out", "refuted", "elsewhere");
        List<JsonNode> before = histories(scope, "h-pv-1", "h-pv-2");

        Reply refutedOnly = post("act/workflow", ana, scope, workflowInput("preview", "w-preview",
                "hypothesis settled refuted", noteStep("look again")).toString());
        assertCard(refutedOnly, 200, "WorkflowAnswer", scope);
        JsonNode steps = refutedOnly.body().get("preview");
        assertThat(steps).hasSize(1);
        JsonNode step = steps.get(0);
        assertThat(step.get("event").asText()).isEqualTo("HypothesisSettled");
        assertThat(step.get("hypothesis").asText()).isEqualTo("h-pv-1");
        assertThat(step.get("seq").asLong()).isEqualTo(1);
        assertThat(step.get("step").asInt()).isZero();
        assertThat(step.get("kind").asText()).isEqualTo("note");
        assertThat(step.get("says").asText()).contains("h-pv-1").contains("look again");
        JsonNode settledEntry = before.get(0).get(1);
        assertThat(step.get("true_from").asText()).isEqualTo(settledEntry.get("true_from").asText());
        assertThat(step.get("known_on").asText()).isEqualTo(settledEntry.get("known_on").asText());
        assertThat(refutedOnly.body().get("version").isNull()).as("never written").isTrue();
        assertThat(refutedOnly.body().get("workflow").get("state").get("ready").asBoolean()).isFalse();
        assertThat(refutedOnly.body().get("workflow").get("steps")).as("the steps as given, each with its kind")
                .isEqualTo(workflowInput("preview", "w-preview", "hypothesis settled refuted", noteStep("look again"))
                        .get("workflow").get("steps"));
        assertThat(refutedOnly.foot().get("basis").get("/preview/0/seq").asText()).startsWith("counted");

        Reply recorded = post("act/workflow", ana, scope, workflowInput("preview", "w-preview",
                "hypothesis recorded", settleStep("cannot tell", "auto"), noteStep("n")).toString());
        JsonNode all = recorded.body().get("preview");
        assertThat(all).hasSize(4);
        List<String> seen = new ArrayList<>();
        all.forEach(s -> seen.add(s.get("hypothesis").asText() + "/" + s.get("event").asText() + "/"
                + s.get("step").asInt() + "/" + s.get("kind").asText()));
        assertThat(seen).containsExactly("h-pv-1/HypothesisRecorded/0/settle", "h-pv-1/HypothesisRecorded/1/note",
                "h-pv-2/HypothesisRecorded/0/settle", "h-pv-2/HypothesisRecorded/1/note");
        assertThat(all.get(0).get("true_from").asText()).isEqualTo("2026-01-01T00:00:00Z");
        assertThat(all.get(2).get("true_from").asText()).isEqualTo("2026-01-02T00:00:00Z");

        assertThat(histories(scope, "h-pv-1", "h-pv-2")).isEqualTo(before);
        assertThat(post("read/unit", ana, scope, unitOf("workflow", "w-preview")).status())
                .as("a preview writes no workflow").isEqualTo(404);
    }

    @Test
    void anArmedWorkflowRunsItsStepsOnNewEventsOnlyAndNotAgainOnAReplay() throws Exception {
        String scope = b1 + "/strategy/s-armed";
        record(ana, scope, "h-arm-before", "2026-01-01");
        Reply armed = post("act/workflow", ana, scope, workflowInput("arm", "w-armed", "hypothesis recorded",
                settleStep("cannot tell", "triaged by workflow"), noteStep("triaged")).toString(),
                "Svc-As-True-On", "2026-01-05");
        assertCard(armed, 200, "WorkflowAnswer", scope);
        assertThat(armed.body().get("workflow").get("state"))
                .isEqualTo(json("{\"ready\":true,\"since\":\"2026-01-05T00:00:00Z\"}"));
        assertThat(armed.body().get("version").asLong()).isEqualTo(1);

        record(ana, scope, "h-arm-after", "2026-01-10");
        JsonNode settled = untilStanding(scope, "h-arm-after", "cannot tell");
        assertThat(settled.get("on").asText()).isEqualTo("triaged by workflow");
        assertThat(settled.get("settled_by").asText()).isEqualTo(anaId);
        JsonNode chain = why(ana, scope, "h-arm-after").body().get("chain");
        assertThat(chain.get(0).get("event").asText()).isEqualTo("HypothesisSettled");
        assertThat(chain.get(0).get("cause").asText()).isEqualTo("armed workflow");
        assertThat(chain.get(1).get("cause").asText()).isEqualTo("recorded fact");
        assertThat(standing(unit(ana, scope, "h-arm-before"))).as("not run over history").isEqualTo("under test");
        JsonNode workflowHistory = post("read/history", ana, scope, unitOf("workflow", "w-armed")).body();
        assertThat(workflowHistory).hasSize(4);
        assertThat(workflowHistory.get(2).get("event").asText()).isEqualTo("WorkflowStepTaken");
        assertThat(workflowHistory.get(3).get("payload").get("step").get("text").asText()).isEqualTo("triaged");
        JsonNode afterHistory = history(ana, scope, "h-arm-after").body();
        assertThat(afterHistory.get(1).get("known_on")).as("the steps commit in one transaction")
                .isEqualTo(workflowHistory.get(2).get("known_on")).isEqualTo(workflowHistory.get(3).get("known_on"));

        StreamingEventProcessor runner = processing.eventProcessor("workflow-runner", StreamingEventProcessor.class)
                .orElseThrow();
        assertThat(runner.processingStatus()).as("one segment, in log order").hasSize(1);
        List<JsonNode> before = histories(scope, "h-arm-before", "h-arm-after");
        runner.shutDown();
        runner.resetTokens();
        runner.start();
        record(ana, scope, "h-arm-third", "2026-01-20");
        untilStanding(scope, "h-arm-third", "cannot tell");
        assertThat(runner.processingStatus().values()).as("past the replay").noneMatch(EventTrackerStatus::isReplaying);
        assertThat(histories(scope, "h-arm-before", "h-arm-after")).as("nothing run again").isEqualTo(before);
        assertThat(post("read/history", ana, scope, unitOf("workflow", "w-armed")).body())
                .as("two steps for each of the two events after arming").hasSize(6);
    }

    // ------------------------------------------------------------------------------------------------------ help

    void refused(String route, String scope, Object body, String field) throws Exception {
        JsonNode refusal = assertRefusal(post(route, ana, scope, body.toString()), 400, "invalid_input");
        assertThat(refusal.get("field").asText()).as(refusal.toString()).isEqualTo(field);
    }

    static ObjectNode strategy(String id, String name) {
        ObjectNode strategy = JSON.createObjectNode();
        if (id != null) {
            strategy.put("id", id);
        }
        return strategy.put("name", name);
    }

    static ObjectNode life(String life) {
        return JSON.createObjectNode().put("life", life);
    }

    static String input(ObjectNode strategy) {
        ObjectNode input = JSON.createObjectNode();
        input.set("strategy", strategy);
        return input.toString();
    }

    static ObjectNode workflowInput(String action, String id, String startsOn, ObjectNode... steps) {
        ObjectNode input = JSON.createObjectNode().put("do", action);
        ObjectNode workflow = input.putObject("workflow").put("id", id).put("name", "Workflow " + id)
                .put("starts_on", startsOn);
        ArrayNode list = workflow.putArray("steps");
        for (ObjectNode step : steps) {
            list.add(step);
        }
        return input;
    }

    static ObjectNode noteStep(String text) {
        return JSON.createObjectNode().put("kind", "note").put("text", text);
    }

    static ObjectNode settleStep(String standing, String on) {
        return JSON.createObjectNode().put("kind", "settle").put("standing", standing).put("on", on);
    }

    static String unitOf(String kind, String id) {
        ObjectNode input = JSON.createObjectNode();
        input.putObject("unit").put("id", id).put("kind", kind);
        return input.toString();
    }

    List<JsonNode> histories(String scope, String... ids) throws Exception {
        List<JsonNode> histories = new ArrayList<>();
        for (String id : ids) {
            Reply history = history(ana, scope, id);
            assertThat(history.status()).as(history.text()).isEqualTo(200);
            histories.add(history.body());
        }
        return histories;
    }

    JsonNode untilStanding(String scope, String id, String standing) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        Reply reply;
        do {
            reply = unit(ana, scope, id);
            if (reply.status() == 200 && standing.equals(reply.body().get("standing").asText())) {
                return reply.body();
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("hypothesis " + id + " never became " + standing + ": " + reply.text());
    }
}
