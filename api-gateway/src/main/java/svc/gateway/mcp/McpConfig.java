package svc.gateway.mcp;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.server.transport.DefaultServerTransportSecurityValidator;
import io.modelcontextprotocol.server.transport.HttpServletStatelessServerTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import java.util.Optional;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import svc.gateway.dispatch.Calls;
import svc.gateway.envelope.EnvelopeReader;
import svc.gateway.limits.ToolCallLimits;
import svc.gateway.metrics.RouteLatency;
import svc.gateway.refusal.RefusalWriter;
import svc.gateway.register.Register;
import svc.gateway.wire.WireJson;

/**
 * MCP at {@code /mcp} (streamable HTTP, the SDK's stateless Servlet transport): one tool per route of the register.
 * Stateless, every request stands alone: no session to route back to the node that made it, so any node answers any
 * call, and no stream held open that a shutdown would wait for (a GET is answered 405, as the transport allows). The
 * servlet sits behind the same security as {@code /v1}, so a request without a valid token or key is refused 401
 * before the SDK sees it. The SDK's own input validation is off: the route's input reader refuses bad input with the
 * field it names, as over HTTP. Tools run on the request's thread, where its run id is logged.
 */
@Configuration
@ConditionalOnWebApplication
class McpConfig {
    static final String ENDPOINT = "/mcp";

    /** The SDK's messages in its own shapes: a plain mapper, not the wire's snake_case one. */
    private final ObjectMapper json = new ObjectMapper();

    @Bean
    HttpServletStatelessServerTransport mcpTransport(McpSettings settings) {
        return HttpServletStatelessServerTransport.builder()
                .jsonMapper(mapper())
                .messageEndpoint(ENDPOINT)
                .contextExtractor(ToolCallers::context)
                // A browser's request carries Origin: refused unless listed, so no page can drive a signed-in tool.
                .securityValidator(DefaultServerTransportSecurityValidator.builder()
                        .allowedOrigins(settings.allowedOrigins()).build())
                .build();
    }

    @Bean
    ServletRegistrationBean<HttpServletStatelessServerTransport> mcpServlet(
            HttpServletStatelessServerTransport transport) {
        return new ServletRegistrationBean<>(transport, ENDPOINT);
    }

    @Bean
    McpStatelessSyncServer mcpServer(HttpServletStatelessServerTransport transport, Calls calls,
            EnvelopeReader envelopes, Optional<ToolCallLimits> limits, RefusalWriter refusals, WireJson wire,
            RouteLatency latency) {
        ToolCalls tools = new ToolCalls(calls, envelopes, limits, refusals, wire, json, latency);
        return McpServer.sync(transport)
                .serverInfo("svc", "1.0.0-design")
                .jsonMapper(mapper())
                .capabilities(McpSchema.ServerCapabilities.builder()
                        .tools(false)
                        .resources(false, false)
                        .build())
                .validateToolInputs(false)
                .immediateExecution(true)
                .tools(Register.ROUTES.stream().map(tools::specification).toList())
                .resources(CardResources.all())
                .build();
    }

    private McpJsonMapper mapper() {
        return new JacksonMcpJsonMapper(json);
    }
}
