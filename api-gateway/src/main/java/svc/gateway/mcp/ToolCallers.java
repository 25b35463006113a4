package svc.gateway.mcp;

import io.modelcontextprotocol.common.McpTransportContext;
import jakarta.servlet.http.HttpServletRequest;
import java.util.HashMap;
import java.util.Map;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import svc.gateway.envelope.Caller;
import svc.gateway.envelope.RunIds;

/**
 * Carries who sent an MCP request, and the run id it is logged under, from the HTTP request (signed in by the same
 * security as {@code /v1}) to the tool call it holds.
 */
final class ToolCallers {
    private static final String CALLER = "svc.caller";
    private static final String RUN = "svc.run";

    private ToolCallers() {
    }

    /** The transport's context extractor: runs on the request's thread, after security signed the request in. */
    static McpTransportContext context(HttpServletRequest request) {
        Map<String, Object> context = new HashMap<>();
        context.put(RUN, RunIds.of(request));
        Authentication signedIn = SecurityContextHolder.getContext().getAuthentication();
        if (signedIn != null && signedIn.getPrincipal() instanceof Caller caller) {
            context.put(CALLER, caller);
        }
        return McpTransportContext.create(context);
    }

    /** The caller, or null: security refuses a request without one before any tool is called. */
    static Caller caller(McpTransportContext context) {
        return context.get(CALLER) instanceof Caller caller ? caller : null;
    }

    static String run(McpTransportContext context) {
        return context.get(RUN) instanceof String run ? run : "none";
    }
}
