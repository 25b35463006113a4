package svc.gateway.openapi;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashSet;
import java.util.Set;
import svc.gateway.card.Foot;
import svc.gateway.register.BodyType;
import svc.gateway.register.BodyTypes;
import svc.gateway.register.Contract;
import svc.gateway.register.Effect;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.gateway.register.Schemas;

/**
 * The OpenAPI 3.1 document of the interface, generated from the register of routes and the register of types: the
 * two servers of the specification, and one POST operation per route with the servers that answer it, its envelope
 * headers, input, card and refusals.
 */
final class OpenApiDocument {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String PROBLEM_JSON = "application/problem+json";

    private OpenApiDocument() {
    }

    static ObjectNode build() {
        ObjectNode document = NODES.objectNode().put("openapi", "3.1.0");
        document.putObject("info").put("title", "svc").put("version", "1.0.0-design")
                .put("description", "Every route is POST /v1/<tag>/<operation> and answers a card (body and foot) or "
                        + "a refusal. Generated from the register; contract " + Contract.HASH + ".");
        document.put("x-svc-contract", Contract.HASH);
        ArrayNode servers = document.putArray("servers");
        servers.addObject().put("url", "{base_url}").put("description", "the platform; serves every route")
                .putObject("variables").putObject("base_url").put("default", "http://127.0.0.1:8080")
                .put("description", "where the platform is reached");
        servers.addObject().put("url", "http://127.0.0.1:{port}").put("description", "the installed app's local "
                + "server; serves the routes whose x-svc-served-by is 'platform or app', and passes the others on "
                + "to the platform").putObject("variables").putObject("port").put("default", "7411");
        ArrayNode tags = document.putArray("tags");
        Set<String> seen = new LinkedHashSet<>();
        Register.ROUTES.forEach(route -> {
            if (seen.add(route.tag())) {
                tags.addObject().put("name", route.tag()).put("description", Tags.purpose(route.tag()));
            }
        });
        document.putArray("security").addObject().putArray("bearer");
        ObjectNode paths = document.putObject("paths");
        Register.ROUTES.forEach(route -> paths.putObject(route.path()).set("post", operation(route)));
        document.set("components", components());
        return document;
    }

    private static ObjectNode operation(Route route) {
        ObjectNode operation = NODES.objectNode();
        operation.put("operationId", route.operationId());
        operation.putArray("tags").add(route.tag());
        operation.put("summary", route.tag() + "/" + route.operation() + ": " + route.body());
        operation.put("description", "Rung " + route.rung().wire() + ", grant " + route.grant().wire()
                + ", served by " + route.servedBy().wire() + (route.task() ? "; runs as a task (202)" : "")
                + (route.addition() ? "; an addition to the specification" : "") + ". Tool " + route.tool() + ".");
        operation.put("x-svc-tool", route.tool());
        operation.put("x-svc-rung", route.rung().wire());
        operation.put("x-svc-grant", route.grant().wire());
        operation.put("x-svc-addition", route.addition());
        operation.put("x-svc-served-by", route.servedBy().wire());
        operation.put("x-svc-effect", route.effect().wire());
        ArrayNode parameters = operation.putArray("parameters");
        parameters.addObject().put("$ref", "#/components/parameters/Svc-Scope");
        parameters.addObject().put("$ref", "#/components/parameters/Svc-As-True-On");
        if (route.effect() != Effect.CHANGES) {
            parameters.addObject().put("$ref", "#/components/parameters/Svc-As-Known-On");
        }
        parameters.addObject().put("$ref", "#/components/parameters/Svc-Key");
        ObjectNode body = operation.putObject("requestBody").put("required", true);
        body.putObject("content").putObject("application/json").set("schema", Schemas.input(route));
        ObjectNode responses = operation.putObject("responses");
        ObjectNode answer = responses.putObject(route.task() ? "202" : "200");
        answer.put("description", route.task() ? "a card whose body is the Task started" : "a card of " + route.body());
        answer.set("headers", answerHeaders());
        answer.putObject("content").putObject("application/json").set("schema", card(route));
        Refusals.of(route).forEach(status -> responses.putObject(String.valueOf(status.code()))
                .put("$ref", "#/components/responses/" + status.name()));
        return operation;
    }

    private static ObjectNode card(Route route) {
        ObjectNode card = NODES.objectNode().put("type", "object");
        ObjectNode properties = card.putObject("properties");
        properties.set("body", Schemas.body(route));
        properties.putObject("foot").put("$ref", "#/components/schemas/Foot");
        card.putArray("required").add("body").add("foot");
        return card.put("additionalProperties", false);
    }

    private static ObjectNode components() {
        ObjectNode components = NODES.objectNode();
        components.putObject("securitySchemes").putObject("bearer").put("type", "http").put("scheme", "bearer")
                .put("description", "a token from the issuer, or an API key (svc_...)");
        ObjectNode schemas = components.putObject("schemas");
        ObjectNode foot = Schemas.written(Foot.class);
        foot.put("description", "the foot of every card: the body's type and card, the call's scope and dates, "
                + "the basis of every number");
        schemas.set("Foot", foot);
        schemas.set("Refusal", Refusals.schema());
        for (BodyType type : BodyTypes.TYPES) {
            ObjectNode schema = type.schema();
            schema.put("description", type.description());
            schemas.set(type.name(), schema);
        }
        ObjectNode parameters = components.putObject("parameters");
        header(parameters, "Svc-Scope", true, "the scope the call runs in: tenant/<id>[/brand/<id>[/strategy/<id>]]");
        header(parameters, "Svc-As-True-On", false, "the date the facts must have been true on (an RFC 3339 instant "
                + "or a plain date); defaults to now; on a change, the date it takes effect from");
        header(parameters, "Svc-As-Known-On", false, "the date the facts must have been known on; defaults to now");
        header(parameters, "Svc-Key", false, "the key of a change: a repeat under the same key and input returns the "
                + "unit held and writes nothing; 1 to 255 visible ASCII characters. Accepted on every route: a call "
                + "that changes nothing ignores it, and its foot's note says so");
        ObjectNode headers = components.putObject("headers");
        headers.putObject("Svc-Contract").put("description", "the contract hash, 16 hex").putObject("schema")
                .put("type", "string");
        headers.putObject("Svc-Run").put("description", "the run id the server logged the call under")
                .putObject("schema").put("type", "string");
        headers.putObject("Retry-After").put("description", "seconds to wait").putObject("schema")
                .put("type", "integer");
        headers.putObject("WWW-Authenticate").put("description", "Bearer realm=\"svc\", auth_url=\"...\"")
                .putObject("schema").put("type", "string");
        ObjectNode responses = components.putObject("responses");
        Refusals.ALL.forEach(status -> {
            ObjectNode response = responses.putObject(status.name()).put("description", status.when());
            ObjectNode answerHeaders = answerHeaders();
            if (status.code() == 401) {
                answerHeaders.putObject("WWW-Authenticate").put("$ref", "#/components/headers/WWW-Authenticate");
            }
            if (status.code() == 429) {
                answerHeaders.putObject("Retry-After").put("$ref", "#/components/headers/Retry-After");
            }
            response.set("headers", answerHeaders);
            response.putObject("content").putObject(PROBLEM_JSON).set("schema", status.schema());
        });
        return components;
    }

    private static void header(ObjectNode parameters, String name, boolean required, String description) {
        ObjectNode parameter = parameters.putObject(name).put("name", name).put("in", "header")
                .put("required", required).put("description", description);
        parameter.putObject("schema").put("type", "string");
    }

    private static ObjectNode answerHeaders() {
        ObjectNode headers = NODES.objectNode();
        headers.putObject("Svc-Contract").put("$ref", "#/components/headers/Svc-Contract");
        headers.putObject("Svc-Run").put("$ref", "#/components/headers/Svc-Run");
        return headers;
    }
}
