package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import svc.gateway.cards.CardTemplates;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * MCP at /mcp through the real server, with the SDK's own client: one tool per route, each answering the card HTTP
 * answers for the same call, refusing as HTTP refuses, under the same credentials, grants and keys.
 */
abstract class McpHttpContract extends HttpSupport {

    @Test
    void listsOneToolPerRouteWithItsHintsSchemasAndCard() {
        try (McpSyncClient client = client(ana)) {
            List<Tool> tools = client.listTools().tools();

            assertThat(tools).extracting(Tool::name)
                    .containsExactlyInAnyOrderElementsOf(Register.ROUTES.stream().map(Route::tool).toList());
            for (Route route : Register.ROUTES) {
                Tool tool = tools.stream().filter(t -> t.name().equals(route.tool())).findFirst().orElseThrow();
                boolean reads = !route.mayChange();
                assertThat(tool.annotations().readOnlyHint()).as(route.key()).isEqualTo(reads);
                if (!reads) {
                    assertThat(tool.annotations().destructiveHint()).as(route.key()).isNotNull();
                }
                assertThat(tool.description()).as(route.key()).contains(route.path(), "_envelope");
                assertThat(tool.meta()).as(route.key()).isEqualTo(Map.of("ui", Map.of("resourceUri",
                        "ui://svc/cards/" + route.body().replaceAll("[\\[\\]]", ""))));
                JsonNode input = JSON.valueToTree(tool.inputSchema());
                assertThat(input.get("type").asText()).isEqualTo("object");
                assertThat(input.get("properties").has("_envelope")).as(route.key()).isTrue();
                assertThat(input.get("required").toString()).as(route.key()).contains("\"_envelope\"");
                JsonNode output = JSON.valueToTree(tool.outputSchema());
                assertThat(output.get("properties").fieldNames()).toIterable().as(route.key())
                        .contains("body", "foot");
            }
            assertThat(tools.stream().filter(t -> t.name().equals("svc.act.withdraw")).findFirst().orElseThrow()
                    .annotations().destructiveHint()).isTrue();
            assertThat(tools.stream().filter(t -> t.name().equals("svc.act.settle")).findFirst().orElseThrow()
                    .annotations().destructiveHint()).isFalse();
            assertThat(client.getServerCapabilities().tools()).isNotNull();
            assertThat(client.getServerCapabilities().resources()).isNotNull();
        }
    }

    @Test
    void aClientThatChecksStructuredContentAgainstTheOutputSchemaShowsCardsAndRefusals() throws Exception {
        record(ana, s1, "h-mcp-checked", "2026-01-01");
        SchemaCheckingMcpClient client = new SchemaCheckingMcpClient(port, ana).connect();
        Map<String, Object> envelope = Map.of("scope", s1);

        JsonNode read = client.call("svc.read.unit", Map.of("unit", Map.of("kind", "hypothesis", "id",
                "h-mcp-checked"), "_envelope", envelope));
        JsonNode settled = client.call("svc.act.settle", Map.of("hypothesis", "h-mcp-checked", "standing",
                "supported", "on", "checked", "_envelope", envelope));
        JsonNode whoami = client.call("svc.session.whoami", Map.of("_envelope", envelope));
        JsonNode refused = client.call("svc.act.settle", Map.of("hypothesis", "h-mcp-checked", "standing", "maybe",
                "on", "checked", "_envelope", envelope));

        assertThat(read.path("isError").asBoolean()).isFalse();
        assertThat(read.at("/structuredContent/body/id").asText()).isEqualTo("h-mcp-checked");
        assertThat(settled.at("/structuredContent/body/standing").asText()).isEqualTo("supported");
        assertThat(whoami.at("/structuredContent/body/subject").asText()).isEqualTo(anaId);
        assertThat(refused.get("isError").asBoolean()).isTrue();
        assertThat(refused.has("structuredContent")).isFalse();
        JsonNode refusal = JSON.readTree(refused.at("/content/0/text").asText());
        assertThat(refusal.get("code").asText()).isEqualTo("invalid_input");
        assertThat(refusal.get("field").asText()).isEqualTo("/standing");
    }

    @Test
    void everyToolsCardIsAResourceThatReadsAsAnMcpAppsPage() {
        try (McpSyncClient client = client(ana)) {
            List<McpSchema.Resource> resources = client.listResources().resources();

            assertThat(resources).extracting(McpSchema.Resource::uri)
                    .containsExactlyInAnyOrderElementsOf(CardTemplates.bodyTypes().stream().map(CardTemplates::uri)
                            .toList())
                    .contains("ui://svc/cards/Hypothesis", "ui://svc/cards/Entity");
            assertThat(resources).extracting(McpSchema.Resource::mimeType).containsOnly("text/html;profile=mcp-app");
            for (Route route : Register.ROUTES) {
                String uri = "ui://svc/cards/" + route.body().replaceAll("[\\[\\]]", "");
                McpSchema.ReadResourceResult read = client.readResource(new McpSchema.ReadResourceRequest(uri));
                McpSchema.TextResourceContents page = (McpSchema.TextResourceContents) read.contents().get(0);
                assertThat(page.uri()).isEqualTo(uri);
                assertThat(page.mimeType()).isEqualTo("text/html;profile=mcp-app");
                assertThat(page.text()).as(uri).startsWith("<!DOCTYPE html>").contains("svc-card");
            }
        }
    }

    @Test
    void aReadToolAnswersTheCardHttpAnswers() throws Exception {
        record(ana, s1, "h-mcp-read", "2026-01-01");
        Reply http = unit(ana, s1, "h-mcp-read", "Svc-As-True-On", "2026-02-15");
        assertCard(http, 200, "Hypothesis", s1);

        try (McpSyncClient client = client(ana)) {
            CallToolResult result = call(client, "svc.read.unit", input(unitInput("h-mcp-read")),
                    Map.of("scope", s1, "true_on", "2026-02-15"));

            JsonNode card = card(result);
            assertThat(card.get("body")).isEqualTo(http.body());
            for (String member : List.of("type", "card", "scope", "true_on", "basis", "served_by", "contract")) {
                assertThat(card.get("foot").get(member)).as(member).isEqualTo(http.foot().get(member));
            }
            assertThat(card.get("foot").get("run").asText()).startsWith("run_")
                    .isNotEqualTo(http.foot().get("run").asText());
        }
    }

    @Test
    void anActToolAnswersTheCardHttpAnswersAndSharesItsKeys() throws Exception {
        record(ana, s1, "h-mcp-act", "2026-01-01");
        String key = "key-" + UUID.randomUUID();
        Map<String, Object> settle = Map.of("hypothesis", "h-mcp-act", "standing", "supported", "on", "the tool");

        try (McpSyncClient client = client(ana)) {
            JsonNode first = card(call(client, "svc.act.settle", settle, Map.of("scope", s1, "key", key)));
            assertThat(first.get("foot").get("type").asText()).isEqualTo("Hypothesis");
            assertThat(first.get("body").get("standing").asText()).isEqualTo("supported");
            JsonNode afterFirst = history(ana, s1, "h-mcp-act").body();
            assertThat(afterFirst).hasSize(2);

            Reply http = post("act/settle", ana, s1, JSON.writeValueAsString(settle), "Svc-Key", key);
            JsonNode again = card(call(client, "svc.act.settle", settle, Map.of("scope", s1, "key", key)));

            assertCard(http, 200, "Hypothesis", s1);
            assertThat(http.body()).isEqualTo(first.get("body"));
            assertThat(again.get("body")).isEqualTo(first.get("body"));
            assertThat(history(ana, s1, "h-mcp-act").body()).isEqualTo(afterFirst);

            CallToolResult reused = call(client, "svc.act.settle",
                    Map.of("hypothesis", "h-mcp-act", "standing", "refuted", "on", "the tool"),
                    Map.of("scope", s1, "key", key));
            assertToolRefusal(reused, 409, "key_reused");
        }
    }

    @Test
    void aTaskToolAnswersTheTaskCardThatWorkStatusFollows() throws Exception {
        ObjectNode observation = JSON.createObjectNode().put("kind", "observation").put("id", "ob-mcp")
                .put("source", "http://127.0.0.1:9/words").put("true_from", "2026-01-01")
                .put("title", "Rival pricing").put("text", "the entry plan is gone");
        assertCard(post("act/record", ana, b1, facts(observation)), 200, "Recorded", b1);
        Map<String, Object> deepen = Map.of("observation", "ob-mcp", "depth", "embed",
                "asked_by", Map.of("id", "h-mcp", "kind", "hypothesis"));

        try (McpSyncClient client = client(ana)) {
            JsonNode card = card(call(client, "svc.act.deepen", deepen, Map.of("scope", s1)));

            assertThat(card.get("foot").get("type").asText()).isEqualTo("Task");
            assertThat(card.get("body").get("route").asText()).isEqualTo("act/deepen");
            String task = card.get("body").get("task").asText();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            Reply status;
            do {
                status = post("work/status", ana, s1, JSON.createObjectNode().put("task", task).toString());
                assertCard(status, 200, "Task", s1);
                Thread.sleep(50);
            } while (Set.of("queued", "running").contains(status.body().get("state").asText())
                    && System.nanoTime() < deadline);
            assertThat(status.body().get("state").asText()).as(status.text()).isEqualTo("succeeded");
        }
    }

    @Test
    void aCallWithoutTheGrantIsAToolErrorCarryingTheHttpRefusal() throws Exception {
        Reply http = post("read/unit", bo, s1, MISSING_UNIT);
        assertRefusal(http, 403, "not_allowed");

        try (McpSyncClient client = client(bo)) {
            CallToolResult result = call(client, "svc.read.unit", input(MISSING_UNIT), Map.of("scope", s1));

            JsonNode refusal = assertToolRefusal(result, 403, "not_allowed");
            assertThat(refusal.get("reason")).isEqualTo(http.json().get("reason"));
            assertThat(refusal.get("scope_needed")).isEqualTo(http.json().get("scope_needed"));
            assertSameButRun(refusal, http.json());
        }
    }

    @Test
    void badInputAndABadEnvelopeAreRefusedNamingTheField() throws Exception {
        try (McpSyncClient client = client(ana)) {
            CallToolResult standing = call(client, "svc.act.settle",
                    Map.of("hypothesis", "h", "standing", "maybe", "on", "t"), Map.of("scope", s1));
            assertThat(assertToolRefusal(standing, 400, "invalid_input").get("field").asText())
                    .isEqualTo("/standing");

            CallToolResult noEnvelope = client.callTool(new CallToolRequest("svc.read.unit",
                    input(MISSING_UNIT)));
            assertThat(assertToolRefusal(noEnvelope, 400, "invalid_input").get("field").asText())
                    .isEqualTo("/_envelope/scope");

            CallToolResult knownOn = call(client, "svc.act.settle",
                    Map.of("hypothesis", "h", "standing", "supported", "on", "t"),
                    Map.of("scope", s1, "known_on", "2026-01-01"));
            assertThat(assertToolRefusal(knownOn, 400, "invalid_input").get("field").asText())
                    .isEqualTo("/_envelope/known_on");

            CallToolResult stranger = call(client, "svc.read.unit", input(MISSING_UNIT),
                    Map.of("scope", s1, "as_of", "2026-01-01"));
            assertThat(assertToolRefusal(stranger, 400, "invalid_input").get("field").asText())
                    .isEqualTo("/_envelope/as_of");
        }
    }

    @Test
    void aRequestWithoutATokenIsRefusedAtTheTransport() throws Exception {
        String initialize = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
                + "\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}";
        assertUnauthenticated(send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/mcp"))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(initialize)).build()));

        try (McpSyncClient anonymous = McpClients.of(port, null)) {
            assertThatThrownBy(anonymous::initialize).isInstanceOf(RuntimeException.class);
        }
    }

    @Test
    void aPageFromAnOriginNotListedCannotDriveTheToolsOfASignedInCaller() throws Exception {
        // A browser sends the caller's credential along with the page's Origin, which is not listed.
        assertThat(assertRefusal(initialize(ana, "https://page.example"), 403, "not_allowed").get("reason").asText())
                .contains("svc.mcp.allowed-origins");
        assertThat(initialize(ana, LISTED_ORIGIN).status()).isEqualTo(200);
        assertThat(initialize(ana, null).status()).as("a client that is not a browser sends no Origin").isEqualTo(200);
    }

    private Reply initialize(String token, String origin) throws Exception {
        String initialize = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
                + "\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}";
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/mcp"))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.ofString(initialize));
        if (origin != null) {
            request.header("Origin", origin);
        }
        return send(request.build());
    }

    McpSyncClient client(String token) {
        return McpClients.signedIn(port, token);
    }

    static CallToolResult call(McpSyncClient client, String tool, Map<String, Object> input,
            Map<String, String> envelope) {
        return McpClients.call(client, tool, input, envelope);
    }

    static Map<String, Object> input(String json) throws Exception {
        ObjectNode tree = (ObjectNode) JSON.readTree(json);
        return JSON.convertValue(tree, JSON.getTypeFactory().constructMapType(Map.class, String.class, Object.class));
    }

    /** A card answer: not an error, the card as structured content, and the same card as its text. */
    static JsonNode card(CallToolResult result) throws Exception {
        assertThat(result.isError()).as("%s", result).isFalse();
        JsonNode card = JSON.valueToTree(result.structuredContent());
        assertThat(card.fieldNames()).toIterable().containsExactlyInAnyOrder("body", "foot");
        assertThat(JSON.readTree(text(result))).isEqualTo(card);
        return card;
    }

    /**
     * A refusal as a tool error: the refusal HTTP sends, as text only (structured content is the card's, which a
     * client checks against the tool's output schema).
     */
    static JsonNode assertToolRefusal(CallToolResult result, int status, String code) throws Exception {
        assertThat(result.isError()).as("%s", result).isTrue();
        assertThat(result.structuredContent()).as("%s", result).isNull();
        JsonNode refusal = JSON.readTree(text(result));
        assertThat(refusal.fieldNames()).toIterable()
                .contains("type", "title", "status", "detail", "code", "run", "contract");
        assertThat(refusal.get("status").asInt()).as("%s", refusal).isEqualTo(status);
        assertThat(refusal.get("code").asText()).isEqualTo(code);
        assertThat(refusal.get("run").asText()).startsWith("run_");
        assertThat(refusal.toString()).doesNotContain("Exception", "\tat ", "svc.gateway.", "SELECT ");
        return refusal;
    }

    private static String text(CallToolResult result) {
        assertThat(result.content()).hasSize(1);
        return ((TextContent) result.content().get(0)).text();
    }
}
