package svc.ops.http;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/** The SDK's own MCP client on the test server's /mcp, and a tool call with its envelope. */
final class McpClients {
    private McpClients() {
    }

    /** A client signed in with {@code token} (none when null), not yet initialized. */
    static McpSyncClient of(int port, String token) {
        HttpClientStreamableHttpTransport.Builder transport = HttpClientStreamableHttpTransport
                .builder("http://127.0.0.1:" + port).endpoint("/mcp");
        if (token != null) {
            transport.httpRequestCustomizer((request, method, uri, body, context) ->
                    request.header("Authorization", "Bearer " + token));
        }
        return McpClient.sync(transport.build())
                .requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(60))
                .build();
    }

    /** An initialized client signed in with {@code token}. */
    static McpSyncClient signedIn(int port, String token) {
        McpSyncClient client = of(port, token);
        client.initialize();
        return client;
    }

    static CallToolResult call(McpSyncClient client, String tool, Map<String, Object> input,
            Map<String, String> envelope) {
        Map<String, Object> arguments = new LinkedHashMap<>(input);
        arguments.put("_envelope", envelope);
        return client.callTool(new CallToolRequest(tool, arguments));
    }
}
