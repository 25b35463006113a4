package svc.ops.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An MCP client that is not the server's SDK: JSON-RPC over streamable HTTP by hand, checking a tool's structured
 * content against the tool's output schema whenever it is present, errors included, as the TypeScript SDK (1.32)
 * that most hosts embed does (with a JSON Schema 2020-12 validator). A result it cannot check throws, as that client
 * does; a refusal is shown from its text.
 */
final class SchemaCheckingMcpClient {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private static final SchemaRegistry SCHEMAS = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);

    private final URI endpoint;
    private final String token;
    private final Map<String, JsonNode> outputSchemas = new HashMap<>();
    private String session;
    private int ids;

    SchemaCheckingMcpClient(int port, String token) {
        this.endpoint = URI.create("http://127.0.0.1:" + port + "/mcp");
        this.token = token;
    }

    /** Initializes, then lists the tools and keeps each one's output schema. */
    SchemaCheckingMcpClient connect() throws Exception {
        ObjectNode params = JSON.createObjectNode().put("protocolVersion", "2025-06-18");
        params.putObject("capabilities");
        params.putObject("clientInfo").put("name", "schema-checking-test-client").put("version", "1");
        request("initialize", params);
        notify("notifications/initialized");
        for (JsonNode tool : request("tools/list", JSON.createObjectNode()).get("tools")) {
            outputSchemas.put(tool.get("name").asText(), tool.get("outputSchema"));
        }
        return this;
    }

    /** Calls a tool and checks its result as a schema-checking client does; throws where that client would. */
    JsonNode call(String tool, Map<String, Object> arguments) throws Exception {
        ObjectNode params = JSON.createObjectNode().put("name", tool);
        params.set("arguments", JSON.valueToTree(arguments));
        JsonNode result = request("tools/call", params);
        JsonNode schema = outputSchemas.get(tool);
        if (result.has("structuredContent") && schema != null) {
            List<Error> errors = SCHEMAS.getSchema(schema).validate(result.get("structuredContent"));
            if (!errors.isEmpty()) {
                throw new IllegalStateException("Structured content does not match the tool's output schema: "
                        + errors);
            }
        }
        return result;
    }

    private JsonNode request(String method, JsonNode params) throws Exception {
        int id = ++ids;
        ObjectNode message = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
        message.set("params", params);
        HttpResponse<String> response = HTTP.send(post(message), HttpResponse.BodyHandlers.ofString());
        session = response.headers().firstValue("Mcp-Session-Id").orElse(session);
        JsonNode answer = answer(response, id);
        if (answer.has("error")) {
            throw new IllegalStateException(method + " failed: " + answer.get("error"));
        }
        return answer.get("result");
    }

    private void notify(String method) throws Exception {
        ObjectNode message = JSON.createObjectNode().put("jsonrpc", "2.0").put("method", method);
        HTTP.send(post(message), HttpResponse.BodyHandlers.discarding());
    }

    private HttpRequest post(JsonNode message) {
        HttpRequest.Builder request = HttpRequest.newBuilder(endpoint).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.ofString(message.toString()));
        if (session != null) {
            request.header("Mcp-Session-Id", session);
        }
        return request.build();
    }

    /** The answer to request {@code id}: the body itself, or the matching event of a stream. */
    private static JsonNode answer(HttpResponse<String> response, int id) throws Exception {
        if (response.statusCode() != 200) {
            throw new IllegalStateException("/mcp answered " + response.statusCode() + ": " + response.body());
        }
        if (!response.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream")) {
            return JSON.readTree(response.body());
        }
        for (String line : response.body().split("\n")) {
            if (line.startsWith("data:")) {
                JsonNode event = JSON.readTree(line.substring("data:".length()).trim());
                if (event.path("id").asInt(-1) == id) {
                    return event;
                }
            }
        }
        throw new IllegalStateException("no answer to request " + id + " in " + response.body());
    }
}
