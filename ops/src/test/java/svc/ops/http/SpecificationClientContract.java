package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * What a client written from the specification alone sends, and what it must get (issue 18): every request here is
 * spelled as ../shared/spec/platform-api.md spells it, not as the implementation reads it. Each test works in a
 * tenant or brand of its own, since every test of a database shares one server.
 */
abstract class SpecificationClientContract extends HttpSupport {
    final String run = UUID.randomUUID().toString().substring(0, 8);
    final String brand = acme + "/brand/spec-" + run;

    // ------------------------------------------------------------------------------ 1. act/strategy at its rung

    @Test
    void aStrategyMadeAtItsBrandWithoutAnIdGetsOneThatWorksAsAScope() throws Exception {
        ObjectNode strategy = JSON.createObjectNode().put("name", "Spring push");
        strategy.putArray("brands").add("spec-" + run);
        strategy.putObject("window").put("from", "2026-03-01").put("to", "2026-06-01");

        Reply made = post("act/strategy", ana, brand, input("strategy", strategy));

        assertCard(made, 200, "Strategy", brand);
        JsonNode body = made.body();
        assertThat(body.fieldNames()).toIterable().containsExactlyInAnyOrder("id", "name", "brands", "goals",
                "plays", "monitors", "moves", "budget", "people", "grants", "memory", "tasks", "window", "standing",
                "life", "version", "game", "graph", "simulations", "policy");
        String id = body.get("id").asText();
        assertThat(id).matches("st_[0-9a-f]{16}");
        assertThat(body.get("name").asText()).isEqualTo("Spring push");
        assertThat(body.get("life").asText()).isEqualTo("drafted");
        assertThat(body.get("version").asLong()).isEqualTo(1);
        assertThat(body.get("window").get("from").asText()).isEqualTo("2026-03-01T00:00:00Z");

        String scope = brand + "/strategy/" + id;
        Reply read = post("read/unit", ana, scope, unitOf("strategy", id));
        assertCard(read, 200, "Strategy", scope);
        assertThat(read.body()).isEqualTo(body);
        assertThat(record(ana, scope, "h-spec-" + run, "2026-03-02").status()).isEqualTo(200);
        assertCard(settle(ana, scope, "h-spec-" + run, "supported", "the push worked"), 200, "Hypothesis", scope);
    }

    @Test
    void aRepeatUnderItsKeyMakesNoNewStrategyAndTwoCallsWithoutAKeyMakeTwo() throws Exception {
        ObjectNode strategy = JSON.createObjectNode().put("name", "Autumn push");
        String key = "k-strategy-" + run;

        String first = post("act/strategy", ana, brand, input("strategy", strategy), "Svc-Key", key).body()
                .get("id").asText();
        Reply repeat = post("act/strategy", ana, brand, input("strategy", strategy), "Svc-Key", key);
        String unkeyedOne = post("act/strategy", ana, brand, input("strategy", strategy)).body().get("id").asText();
        String unkeyedTwo = post("act/strategy", ana, brand, input("strategy", strategy)).body().get("id").asText();
        String given = post("act/strategy", ana, brand, input("strategy", strategy.deepCopy().put("id",
                "given-" + run))).body().get("id").asText();

        assertCard(repeat, 200, "Strategy", brand);
        assertThat(repeat.body().get("id").asText()).isEqualTo(first);
        assertThat(post("read/history", ana, brand, unitOf("strategy", first)).body()).hasSize(1);
        assertThat(List.of(first, unkeyedOne, unkeyedTwo)).doesNotHaveDuplicates();
        assertThat(given).isEqualTo("given-" + run);
    }

    // ------------------------------------------------------------------------- 2, 3. act/workflow as specified

    @Test
    void aWorkflowWithoutAnIdIsNamedByItsStrategyAndName() throws Exception {
        String scope = brand + "/strategy/s1";
        JsonNode written = post("act/workflow", ana, scope, workflow("write", noteStep("seen"))).json();
        JsonNode workflow = written.get("body").get("workflow");
        String id = workflow.get("id").asText();
        assertThat(id).matches("wf_[0-9a-f]{16}");
        assertThat(workflow.get("state")).isEqualTo(json("{\"ready\":false,\"since\":null}"));

        JsonNode changed = post("act/workflow", ana, scope, workflow("write", noteStep("seen twice"))).body();
        JsonNode armed = post("act/workflow", ana, scope, workflow("arm", noteStep("seen twice"))).body();
        JsonNode elsewhere = post("act/workflow", ana, brand + "/strategy/s2", workflow("write", noteStep("seen")))
                .body();

        assertThat(changed.get("workflow").get("id").asText()).isEqualTo(id);
        assertThat(changed.get("version").asLong()).isEqualTo(2);
        assertThat(armed.get("workflow").get("id").asText()).isEqualTo(id);
        assertThat(armed.get("workflow").get("state").get("ready").asBoolean()).isTrue();
        assertThat(elsewhere.get("workflow").get("id").asText()).as("another strategy's workflow").isNotEqualTo(id);
    }

    @Test
    void aWorkflowSentBackAsItWasReadIsTakenAndAContradictionIsRefusedNamingTheMember() throws Exception {
        String scope = brand + "/strategy/s1";
        JsonNode read = post("act/workflow", ana, scope, workflow("write", noteStep("seen"))).body().get("workflow");

        ObjectNode back = JSON.createObjectNode().put("do", "arm");
        back.set("workflow", read);
        Reply armed = post("act/workflow", ana, scope, back.toString());
        assertCard(armed, 200, "WorkflowAnswer", scope);
        assertThat(armed.body().get("workflow").get("state").get("ready").asBoolean()).isTrue();

        Reply staleState = post("act/workflow", ana, scope, back.put("do", "write").toString());
        assertThat(refusedField(staleState)).isEqualTo("/workflow/state/ready");
        ObjectNode staleVersion = armed.body().get("workflow").deepCopy();
        staleVersion.put("version", 7);
        ObjectNode again = JSON.createObjectNode().put("do", "preview");
        again.set("workflow", staleVersion);
        assertThat(refusedField(post("act/workflow", ana, scope, again.toString()))).isEqualTo("/workflow/version");
        assertThat(post("read/history", ana, scope, unitOf("workflow", read.get("id").asText())).body())
                .as("written and armed, nothing more").hasSize(2);
    }

    // --------------------------------------------------------------------------------- 4. Svc-Key on any route

    @Test
    void aKeyOnARouteThatChangesNothingIsIgnoredAndTheFootSaysSo() throws Exception {
        for (String[] call : List.of(
                new String[] {"session/whoami", acme, "{}"},
                new String[] {"session/my_scopes", acme, "{}"},
                new String[] {"session/my_grants", acme, "{}"},
                new String[] {"read/why", acme, MISSING_UNIT},
                new String[] {"read/parameter", acme, "{\"name\":\"no_such_parameter\"}"},
                new String[] {"ask/saved_view", s1, "{}"})) {
            Reply reply = post(call[0], ana, call[1], call[2], "Svc-Key", "k-read-" + run);
            assertThat(reply.status()).as("%s: %s", call[0], reply.text()).isIn(200, 404);
            if (reply.status() == 200) {
                assertThat(reply.foot().get("note").asText()).as(call[0]).contains("Svc-Key is ignored");
            }
        }
    }

    @Test
    void signingOutHonoursItsKey() throws Exception {
        String subject = "spec-out-" + run;
        give(subject, acme, List.of("read"));
        String first = tokens.issue(subject, Duration.ofHours(1));
        untilGranted(first, acme);
        String second = tokens.issue(subject, Duration.ofHours(1));
        String key = "k-out-" + run;

        assertCard(post("session/sign_out", first, acme, "{}", "Svc-Key", key), 200, "Nothing", acme);
        assertRefusal(post("session/sign_out", second, acme, "{\"every_session\":true}", "Svc-Key", key), 409,
                "key_reused");
        assertCard(post("session/sign_out", second, acme, "{}", "Svc-Key", key), 200, "Nothing", acme);

        assertUnauthenticated(post("session/whoami", first, acme, "{}"));
        assertCard(post("session/whoami", second, acme, "{}"), 200, "Caller", acme);
    }

    @Test
    void keepingAViewHonoursItsKey() throws Exception {
        String key = "k-view-" + run;
        Reply kept = post("ask/saved_view", ana, s1, view("spec-view-" + run, "Roasters"), "Svc-Key", key);
        Reply repeat = post("ask/saved_view", ana, s1, view("spec-view-" + run, "Roasters"), "Svc-Key", key);
        Reply other = post("ask/saved_view", ana, s1, view("spec-view-" + run, "Retailers"), "Svc-Key", key);

        assertCard(kept, 200, "SavedViewAnswer", s1);
        assertThat(repeat.body()).isEqualTo(kept.body());
        assertRefusal(other, 409, "key_reused");
        assertThat(post("read/history", ana, s1, unitOf("saved_view", "spec-view-" + run)).body()).hasSize(1);
    }

    // ------------------------------------------------------------------------------------------ 5. empty body

    @Test
    void anEmptyBodyIsAnEmptyObjectWhereNothingIsRequired() throws Exception {
        String admin = admin(acme);

        assertCard(post("session/my_scopes", ana, acme, ""), 200, "[Scope]", acme);
        assertCard(post("read/invitations", admin, acme, ""), 200, "[Invitation]", acme);
        assertCard(send(request("session/my_scopes", ana, acme).POST(HttpRequest.BodyPublishers.noBody())
                .build()), 200, "[Scope]", acme);
        assertThat(refusedField(post("read/unit", ana, acme, ""))).isEqualTo("/unit");
        assertThat(refusedField(post("session/my_scopes", ana, acme, "not json"))).isEmpty();
    }

    // ------------------------------------------------------------------------------- 6. read/parameter's scope

    @Test
    void aParameterIsReadFromAScopeGivenAsAPathOrAsMyScopesAnswersIt() throws Exception {
        String tenant = "tenant/spec-" + run;
        give(anaId, tenant, List.of("read", "act"));
        untilGranted(ana, tenant);
        ObjectNode fact = JSON.createObjectNode().put("kind", "parameter").put("id", "p-" + run)
                .put("name", "response_target_hours").put("value", 4.0).put("dimension", "hours")
                .put("true_from", "2026-01-01");
        assertThat(post("act/record", ana, tenant, facts(fact)).status()).isEqualTo(200);
        JsonNode scope = null;
        for (JsonNode given : post("session/my_scopes", ana, tenant, "{}").body()) {
            if (given.get("place").asText().equals(tenant)) {
                scope = given;
            }
        }
        assertThat(scope).as("my_scopes names the tenant").isNotNull();

        ObjectNode asPath = JSON.createObjectNode().put("name", "response_target_hours").put("scope", tenant);
        ObjectNode asScope = JSON.createObjectNode().put("name", "response_target_hours");
        asScope.set("scope", scope);
        Reply byPath = post("read/parameter", ana, tenant, asPath.toString());
        Reply byScope = post("read/parameter", ana, tenant, asScope.toString());

        assertCard(byScope, 200, "Parameter", tenant);
        assertThat(byScope.body()).isEqualTo(byPath.body());
        ((ObjectNode) asScope.get("scope")).put("rung", "brand");
        assertThat(refusedField(post("read/parameter", ana, tenant, asScope.toString()))).isEqualTo("/scope/rung");
    }

    // ----------------------------------------------------------------------- 9, 13. the document a client reads

    @Test
    void theDocumentNamesBothServersWhoAnswersEachRouteAndWhyInput() throws Exception {
        JsonNode document = openApi();

        assertThat(document.get("servers")).hasSize(2);
        assertThat(document.at("/servers/1/variables/port/default").asText()).isEqualTo("7411");
        assertThat(document.at("/paths/~1v1~1act~1settle/post/x-svc-served-by").asText())
                .isEqualTo("platform or app");
        assertThat(document.at("/paths/~1v1~1read~1lookup/post/x-svc-served-by").asText()).isEqualTo("platform");
        assertThat(document.at("/paths/~1v1~1read~1why/post/requestBody/content/application~1json/schema/title")
                .asText()).isEqualTo("WhyInput");
    }

    // ------------------------------------------------------------------- 10. the middle form of SavedViewAnswer

    @Test
    void aKeptViewComesWithTheCallThatReadsItsRowsAndNothingGivenListsTheViewsKept() throws Exception {
        String scope = brand + "/strategy/views";
        Reply kept = post("ask/saved_view", ana, scope, view("spec-caller-" + run, "Roasters"));

        JsonNode caller = kept.body().get("caller");
        assertThat(caller.get("route").asText()).isEqualTo("ask/saved_view");
        Reply rows = post(caller.get("route").asText(), ana, caller.get("scope").asText(),
                caller.get("input").toString());
        assertCard(rows, 200, "SavedViewAnswer", scope);
        ObjectNode keptView = kept.body().get("view").deepCopy();
        keptView.remove("true_from");
        assertThat(rows.body().get("view")).isEqualTo(keptView);
        assertThat(rows.body().has("rows")).isTrue();

        Reply listed = post("ask/saved_view", ana, scope, "{}");
        assertCard(listed, 200, "SavedViewAnswer", scope);
        assertThat(listed.body().get("views")).hasSize(1);
        assertThat(listed.body().get("views").get(0).get("view").get("id").asText()).isEqualTo("spec-caller-" + run);
        assertThat(listed.body().get("views").get(0).get("caller")).isEqualTo(caller);
    }

    // ---------------------------------------------------------- 11. a grant recorded elsewhere is seen at once

    @Test
    void aGrantRecordedOutsideTheServersOwnRoutesIsSeenByTheVeryNextCall() throws Exception {
        for (int i = 0; i < 6; i++) {
            String subject = "spec-granted-" + run + "-" + i;
            String token = tokens.issue(subject, Duration.ofHours(1));
            give(subject, acme, List.of("read"));
            Reply read = post("read/unit", token, acme, MISSING_UNIT);
            assertThat(read.status()).as("call %d right after the grant committed: %s", i, read.text())
                    .isEqualTo(404);
        }
    }

    // ------------------------------------------------------ the smallest input the specification allows, each route

    /**
     * Every route of the specification in the document, called by a caller holding every grant at a scope of the
     * route's rung, with only the members the document (or, for a Strategy, the specification's prose) requires: it
     * is answered, or the unit it names is not found, and never refused for its input. The additions are ours, not
     * the specification's, and are left out.
     */
    @Test
    void everyRouteTakesTheSmallestInputItsDocumentAllows() throws Exception {
        JsonNode document = openApi();
        String tenant = "tenant/spec-min-" + run;
        String admin = admin(tenant);
        List<String> refused = new ArrayList<>();
        StringBuilder answered = new StringBuilder("the smallest input of each route, and what it answered:");
        List<Map.Entry<String, JsonNode>> paths = new ArrayList<>();
        document.get("paths").fields().forEachRemaining(paths::add);
        // Signing out ends the session the walk calls with, so it goes last.
        paths.sort(Comparator.comparing(path -> path.getKey().equals("/v1/session/sign_out")));
        for (Map.Entry<String, JsonNode> path : paths) {
            JsonNode post = path.getValue().get("post");
            if (post.get("x-svc-addition").asBoolean()) {
                continue;
            }
            String scope = switch (post.get("x-svc-rung").asText()) {
                case "brand" -> tenant + "/brand/b1";
                case "strategy" -> tenant + "/brand/b1/strategy/s1";
                default -> tenant;
            };
            JsonNode schema = post.at("/requestBody/content/application~1json/schema");
            JsonNode input = new SmallestInput(document).of(schema);
            switch (path.getKey()) {
                // The specification's prose, where its Strategy table marks nothing: "makes a strategy from a brand
                // or brands, a name, a window if any".
                case "/v1/act/strategy" -> ((ObjectNode) input.get("strategy")).put("name", "x1")
                        .putArray("brands").add("b1");
                // Two interpretations the issue keeps, each refusing by name what it lacks: a lookup looks up
                // something, and a basket is read for a subject, a set or a population.
                case "/v1/read/lookup" -> ((ObjectNode) input).put("name", "x1");
                case "/v1/read/basket" -> ((ObjectNode) input).put("subject", "x1");
                default -> { }
            }
            Reply reply = post(path.getKey().substring("/v1/".length()), admin, scope, input.toString());
            answered.append(String.format("%n  %-34s %d  %s", path.getKey(), reply.status(), input));
            if (reply.status() != 200 && reply.status() != 202 && reply.status() != 404) {
                refused.add(path.getKey() + " " + input + " -> " + reply.text());
            }
        }
        System.out.println(answered);
        assertThat(refused).as("routes refusing their smallest input").isEmpty();
    }

    // --------------------------------------------------------------------------------------------------- help

    /** A fresh subject holding every grant on {@code place}, its token, once the grants are seen. */
    String admin(String place) throws Exception {
        String subject = "spec-admin-" + run + "-" + UUID.randomUUID().toString().substring(0, 4);
        give(subject, place, List.of("read", "ask", "act", "admin"));
        String token = tokens.issue(subject, Duration.ofHours(1));
        untilGranted(token, place);
        return token;
    }

    JsonNode openApi() throws Exception {
        Reply reply = send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v1/openapi.json"))
                .timeout(Duration.ofSeconds(60)).GET().build());
        assertThat(reply.status()).isEqualTo(200);
        return reply.json();
    }

    static String input(String member, JsonNode value) {
        ObjectNode input = JSON.createObjectNode();
        input.set(member, value);
        return input.toString();
    }

    static String unitOf(String kind, String id) {
        ObjectNode input = JSON.createObjectNode();
        input.putObject("unit").put("id", id).put("kind", kind);
        return input.toString();
    }

    static String workflow(String action, ObjectNode... steps) {
        ObjectNode input = JSON.createObjectNode().put("do", action);
        ObjectNode workflow = input.putObject("workflow").put("name", "Triage").put("starts_on",
                "hypothesis recorded");
        ArrayNode list = workflow.putArray("steps");
        for (ObjectNode step : steps) {
            list.add(step);
        }
        return input.toString();
    }

    static ObjectNode noteStep(String text) {
        return JSON.createObjectNode().put("kind", "note").put("text", text);
    }

    static String view(String id, String name) {
        ObjectNode input = JSON.createObjectNode();
        ObjectNode view = input.putObject("view").put("id", id).put("name", name).put("unit_kind", "entity");
        view.putObject("predicate").put("field", "tags").put("contains", name.toLowerCase());
        view.putArray("columns").add("name");
        return input.toString();
    }

    static String refusedField(Reply reply) {
        return assertRefusal(reply, 400, "invalid_input").get("field").asText();
    }
}
