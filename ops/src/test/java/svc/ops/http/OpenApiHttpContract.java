package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import svc.gateway.register.Register;
import svc.gateway.register.Route;

/**
 * GET /v1/openapi.json through the real server: public, a valid OpenAPI 3.1 document holding every route, and the
 * cards and refusals the server really answers conform to the schemas it gives.
 */
abstract class OpenApiHttpContract extends HttpSupport {

    Reply document(String token) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                + "/v1/openapi.json")).timeout(Duration.ofSeconds(60)).GET();
        if (token != null) {
            request.setHeader("Authorization", "Bearer " + token);
        }
        return send(request.build());
    }

    @Test
    void theDocumentIsPublicAndValidOpenApi31WithEveryRoute() throws Exception {
        Reply reply = document(null);
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.header("Content-Type")).startsWith("application/json");
        SwaggerParseResult parsed = new OpenAPIV3Parser().readContents(reply.text());
        assertThat(parsed.getMessages()).isEmpty();
        assertThat(parsed.getOpenAPI().getOpenapi()).isEqualTo("3.1.0");
        for (Route route : Register.ROUTES) {
            assertThat(parsed.getOpenAPI().getPaths().get(route.path()).getPost().getOperationId())
                    .isEqualTo(route.operationId());
        }
        assertThat(document(ana).json()).isEqualTo(reply.json());
    }

    @Test
    void cardsTheServerAnswersConformToTheirRoutesSchemas() throws Exception {
        JsonNode api = document(null).json();
        SchemaConformance conformance = new SchemaConformance(api);
        String id = "h-openapi-" + port;
        assertConforms(conformance, api, "act/record", post("act/record", ana, s1, facts(fact(id, null, null))), 200);
        assertConforms(conformance, api, "act/settle", settle(ana, s1, id, "supported", "the readings"), 200);
        assertConforms(conformance, api, "read/unit", unit(ana, s1, id), 200);
        assertConforms(conformance, api, "read/history", history(ana, s1, id), 200);
        assertConforms(conformance, api, "read/why", why(ana, s1, id), 200);
        assertConforms(conformance, api, "session/whoami", post("session/whoami", ana, acme, "{}"), 200);
        assertConforms(conformance, api, "session/my_grants", post("session/my_grants", ana, acme, "{}"), 200);
        assertConforms(conformance, api, "session/my_scopes", post("session/my_scopes", ana, acme, "{}"), 200);
        assertConforms(conformance, api, "read/runs", post("read/runs", ana, acme, "{}"), 200);
    }

    @Test
    void refusalsConformToTheirStatusesSchemas() throws Exception {
        JsonNode api = document(null).json();
        SchemaConformance conformance = new SchemaConformance(api);
        assertConforms(conformance, api, "act/settle", post("act/settle", ana, s1, "{\"hypothesis\":\"h\"}"), 400);
        assertConforms(conformance, api, "act/settle", post("act/settle", null, s1, "{}"), 401);
        assertConforms(conformance, api, "act/settle", post("act/settle", rita, s1, "{}"), 403);
        assertConforms(conformance, api, "read/unit", post("read/unit", ana, s1, MISSING_UNIT), 404);
    }

    private static void assertConforms(SchemaConformance conformance, JsonNode api, String route, Reply reply,
            int status) {
        assertThat(reply.status()).as("%s: %s", route, reply).isEqualTo(status);
        JsonNode response = api.at("/paths/~1v1~1" + route.replace("/", "~1") + "/post/responses/" + status);
        if (response.has("$ref")) {
            response = api.at(response.get("$ref").asText().substring(1));
        }
        JsonNode content = response.path("content");
        String media = status < 300 ? "application/json" : "application/problem+json";
        assertThat(content.has(media)).as("%s %d answers %s", route, status, media).isTrue();
        assertThat(reply.header("Content-Type")).startsWith(media);
        assertThat(conformance.broken(reply.json(), content.get(media).get("schema"))).as("%s: %s", route, reply)
                .isEmpty();
    }
}
