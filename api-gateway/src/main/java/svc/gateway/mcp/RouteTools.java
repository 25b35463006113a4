package svc.gateway.mcp;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.Map;
import java.util.Set;
import svc.gateway.register.GrantName;
import svc.gateway.register.Route;
import svc.gateway.register.Schemas;

/**
 * The tool of a route, {@code svc.<tag>.<operation>}: its input schema (the route's, plus {@code _envelope}), its
 * output schema (the card's), its hints, and the card template it is drawn with ({@code _meta.ui.resourceUri}).
 */
final class RouteTools {
    /** Changes that end or take back something (a publishing, a run, a task, an invitation, a session). */
    private static final Set<String> DESTRUCTIVE = Set.of("act/withdraw", "act/set_aside_run", "work/cancel",
            "act/revoke_invitation", "session/sign_out", "act/act_through_connector");
    /** Routes that reach beyond the record: an installed connector's system, and the web a deepening fetches. */
    private static final Set<String> OPEN_WORLD = Set.of("act/act_through_connector", "act/deepen");
    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {
    };

    private RouteTools() {
    }

    static McpSchema.Tool tool(Route route, ObjectMapper json) {
        return McpSchema.Tool.builder()
                .name(route.tool())
                .title(route.key())
                .description(description(route))
                .inputSchema(json.convertValue(inputSchema(route), MAP))
                .outputSchema(json.convertValue(Schemas.card(route), MAP))
                .annotations(annotations(route))
                .meta(Map.of("ui", Map.of("resourceUri", card(route))))
                .build();
    }

    static String card(Route route) {
        return "ui://svc/cards/" + route.body().replaceAll("[\\[\\]]", "");
    }

    /** A tool is read-only when no call of its route changes the record (ask/saved_view may keep a view). */
    static boolean readOnly(Route route) {
        return !route.mayChange();
    }

    private static McpSchema.ToolAnnotations annotations(Route route) {
        boolean readOnly = readOnly(route);
        return McpSchema.ToolAnnotations.builder()
                .title(route.key())
                .readOnlyHint(readOnly)
                .destructiveHint(readOnly ? null : DESTRUCTIVE.contains(route.key()))
                .idempotentHint(readOnly ? null : false)
                .openWorldHint(OPEN_WORLD.contains(route.key()))
                .build();
    }

    /** The route's input schema with the envelope added as the required member {@code _envelope}. */
    private static ObjectNode inputSchema(Route route) {
        ObjectNode schema = Schemas.input(route);
        ObjectNode envelope = schema.withObjectProperty("properties").putObject(ToolArguments.ENVELOPE)
                .put("type", "object")
                .put("description", "The envelope HTTP sends as headers: scope (Svc-Scope), true_on "
                        + "(Svc-As-True-On), known_on (Svc-As-Known-On, reads only), key (Svc-Key, honoured by changes, ignored by reads).");
        ObjectNode members = envelope.putObject("properties");
        members.putObject(ToolArguments.SCOPE).put("type", "string")
                .put("description", "tenant/<id>[/brand/<id>[/strategy/<id>]]");
        members.putObject(ToolArguments.TRUE_ON).put("type", "string")
                .put("description", "RFC 3339 instant or date the facts must have been true on; default now");
        members.putObject(ToolArguments.KNOWN_ON).put("type", "string")
                .put("description", "RFC 3339 instant or date the facts must have been known on; default now");
        members.putObject(ToolArguments.KEY).put("type", "string")
                .put("description", "for a change: a repeat under the same key and input writes nothing");
        envelope.putArray("required").add(ToolArguments.SCOPE);
        envelope.put("additionalProperties", false);
        schema.withArrayProperty("required").add(ToolArguments.ENVELOPE);
        return schema;
    }

    private static String description(Route route) {
        StringBuilder text = new StringBuilder("POST ").append(route.path()).append(" as a tool: ");
        text.append(readOnly(route) ? "reads" : "changes the record").append(", at ").append(route.rung().wire())
                .append(" depth of scope");
        if (route.grant() != GrantName.NONE) {
            text.append(", under the ").append(route.grant().wire()).append(" grant");
        }
        text.append(". Answers a card (body and foot) of ").append(route.body()).append(", drawn from ")
                .append(card(route));
        if (route.task()) {
            text.append("; it starts a task and answers the Task (follow it with svc.work.status)");
        }
        text.append(". Pass the envelope as the argument _envelope {scope, true_on, known_on, key}: scope is "
                + "required; the other arguments are the route's input as its HTTP body. A refusal is a tool error "
                + "whose text is the refusal (RFC 9457 problem JSON); only a card is structured content.");
        return text.toString();
    }
}
