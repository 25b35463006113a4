package svc.gateway.mcp;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.Optional;
import org.slf4j.MDC;
import svc.gateway.card.Card;
import svc.gateway.dispatch.Calls;
import svc.gateway.dispatch.Failures;
import svc.gateway.envelope.Caller;
import svc.gateway.envelope.Envelope;
import svc.gateway.envelope.EnvelopeReader;
import svc.gateway.envelope.EnvelopeText;
import svc.gateway.envelope.Scope;
import svc.gateway.limits.ToolCallLimits;
import svc.gateway.metrics.RouteLatency;
import svc.gateway.refusal.Refusal;
import svc.gateway.refusal.RefusalWriter;
import svc.gateway.register.Route;
import svc.gateway.wire.WireJson;

/**
 * Answers a tool call as HTTP answers the route: the same rate limits, envelope, permission check, keys, tasks and
 * card, through {@link Calls}. The card is the structured content, its JSON the text; a refusal is a tool error whose
 * text is the refusal HTTP would have sent.
 */
final class ToolCalls {
    private final Calls calls;
    private final EnvelopeReader envelopes;
    private final Optional<ToolCallLimits> limits;
    private final RefusalWriter refusals;
    private final WireJson wire;
    private final ObjectMapper json;
    private final RouteLatency latency;

    ToolCalls(Calls calls, EnvelopeReader envelopes, Optional<ToolCallLimits> limits, RefusalWriter refusals,
            WireJson wire, ObjectMapper json, RouteLatency latency) {
        this.calls = calls;
        this.envelopes = envelopes;
        this.limits = limits;
        this.refusals = refusals;
        this.wire = wire;
        this.json = json;
        this.latency = latency;
    }

    SyncToolSpecification specification(Route route) {
        return SyncToolSpecification.builder()
                .tool(RouteTools.tool(route, json))
                .callHandler((context, request) -> call(route, context, request))
                .build();
    }

    private CallToolResult call(Route route, McpTransportContext context, CallToolRequest request) {
        String run = ToolCallers.run(context);
        String logged = MDC.get("run");
        MDC.put("run", run);
        try {
            return card(latency.time(Optional.of(route), () -> answer(route, context, request, run)));
        } catch (RuntimeException failure) {
            return refusal(Failures.refusal(failure), run);
        } finally {
            if (logged == null) {
                MDC.remove("run");
            } else {
                MDC.put("run", logged);
            }
        }
    }

    private Card answer(Route route, McpTransportContext context, CallToolRequest request, String run) {
        Caller caller = ToolCallers.caller(context);
        if (caller == null) {
            throw new IllegalStateException("a tool call came without a signed-in caller: /mcp is not behind security");
        }
        ToolArguments arguments = ToolArguments.of(request.arguments(), json);
        limits.ifPresent(quota -> quota.take(caller.subject(), tenant(arguments.envelope())));
        Envelope envelope = envelopes.read(arguments.envelope(), route, caller, run);
        return calls.answer(route, envelope, arguments.body());
    }

    /** The scope's tenant, or null when it is missing or malformed: reading the envelope refuses it then. */
    private static String tenant(EnvelopeText envelope) {
        String scope = envelope.scope().value();
        if (scope == null || scope.isBlank()) {
            return null;
        }
        try {
            return Scope.parse(scope).tenant();
        } catch (Refusal malformed) {
            return null;
        }
    }

    private CallToolResult card(Card card) {
        Object content = wire.out().convertValue(card, Object.class);
        return CallToolResult.builder()
                .structuredContent(content)
                .addTextContent(text(content))
                .isError(false)
                .build();
    }

    /**
     * A refusal as text only: clients check structured content against the tool's output schema (the card's)
     * whenever it is present, errors included, and would throw instead of showing a refusal given as structured content.
     */
    private CallToolResult refusal(Refusal refusal, String run) {
        return CallToolResult.builder()
                .addTextContent(text(refusals.body(refusal, run)))
                .isError(true)
                .build();
    }

    private String text(Object content) {
        try {
            return json.writeValueAsString(content);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an answer read as JSON could not be written as JSON again", e);
        }
    }
}
