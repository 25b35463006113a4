package svc.gateway.openapi;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import svc.gateway.register.Route;

/**
 * The refusals a route can answer, by status, with the members each one always carries (design.md, Refusal). 405
 * (another method) is left out: the document describes POST alone.
 */
final class Refusals {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    static final List<Status> ALL = List.of(
            new Status(400, "invalid_input", "an input the type refuses, or a malformed envelope header; names the field",
                    "field"),
            new Status(401, "no_session", "no session; names the sign-in provider's address", "auth_url"),
            new Status(403, "not_allowed", "not allowed; the reason from the one permission check and the scope needed",
                    "reason", "scope_needed"),
            new Status(404, "not_found", "a unit the caller may not see, or one that does not exist: the same answer"),
            new Status(409, "key_reused", "a repeat under the same Svc-Key with a different input"),
            new Status(413, "too_large", "a body larger than the server takes"),
            new Status(415, "unsupported_media", "a body that is not JSON"),
            new Status(429, "too_many", "too many calls; Retry-After says when to come back", "retry_after"),
            new Status(500, "failed", "the platform failed; carries the run's id and never a stack"),
            new Status(503, "unavailable", "the unit the call answers with was set aside by a projection that could "
                    + "not handle one of its changes, until an operator acts; names the unit (what was recorded is "
                    + "kept)", "unit"));

    private Refusals() {
    }

    /** 409 only where a Svc-Key is taken: on the routes that change the record. */
    static List<Status> of(Route route) {
        return ALL.stream().filter(status -> status.code() != 409 || route.mayChange()).toList();
    }

    /** Every refusal's members (RFC 9457 and the platform's own). */
    static ObjectNode schema() {
        ObjectNode schema = NODES.objectNode().put("type", "object")
                .put("description", "a refusal (RFC 9457 problem details)");
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("type").put("type", "string");
        properties.putObject("title").put("type", "string");
        properties.putObject("status").put("type", "integer");
        properties.putObject("detail").put("type", "string").put("description", "plain words for a person");
        properties.putObject("code").put("type", "string");
        properties.putObject("run").put("type", "string").put("description", "the run id, as Svc-Run");
        properties.putObject("contract").put("type", "string").put("description", "the contract hash, as "
                + "Svc-Contract");
        properties.putObject("field").put("type", "string").put("description", "400: a JSON Pointer into the body "
                + "or an envelope header's name");
        properties.putObject("auth_url").put("type", "string").put("description", "401: the sign-in provider's "
                + "address");
        properties.putObject("reason").put("type", "string").put("description", "403: the permission check's "
                + "reason");
        properties.putObject("scope_needed").put("type", "string").put("description", "403: the scope the call "
                + "needs");
        properties.putObject("retry_after").put("type", "integer").put("description", "429: seconds, as "
                + "Retry-After");
        properties.putObject("unit").put("type", "string").put("description", "503: the unit set aside, as "
                + "kind/id");
        ArrayNode required = schema.putArray("required");
        List.of("type", "title", "status", "detail", "code", "run", "contract").forEach(required::add);
        return schema;
    }

    /** One status a route can answer: its code, when, and the members it carries beyond every refusal's. */
    record Status(int code, String name, String when, String... members) {

        ObjectNode schema() {
            ObjectNode schema = NODES.objectNode();
            schema.putArray("allOf").addObject().put("$ref", "#/components/schemas/Refusal");
            ObjectNode properties = schema.putObject("properties");
            properties.putObject("status").put("const", code);
            properties.putObject("code").put("const", name);
            if (members.length > 0) {
                ArrayNode required = schema.putArray("required");
                for (String member : members) {
                    required.add(member);
                }
            }
            return schema;
        }
    }
}
