package svc.gateway.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import org.junit.jupiter.api.Test;
import svc.gateway.register.Contract;
import svc.gateway.register.Register;
import svc.gateway.register.Route;
import svc.gateway.wire.WireJson;

class OpenApiDocumentTest {
    private static final String DOCUMENT = new String(new WireJson().bytes(OpenApiDocument.build()),
            java.nio.charset.StandardCharsets.UTF_8);

    private static SwaggerParseResult parsed() {
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        return new OpenAPIV3Parser().readContents(DOCUMENT, null, options);
    }

    @Test
    void documentParsesAsOpenApi31WithNoMessages() {
        SwaggerParseResult result = parsed();
        assertThat(result.getMessages()).isEmpty();
        assertThat(result.getOpenAPI().getOpenapi()).isEqualTo("3.1.0");
        assertThat(result.getOpenAPI().getExtensions()).containsEntry("x-svc-contract", Contract.HASH);
    }

    @Test
    void everyRouteIsAPostWithItsOperationIdTagAndAnswers() {
        OpenAPI api = parsed().getOpenAPI();
        assertThat(api.getPaths()).hasSize(Register.ROUTES.size());
        for (Route route : Register.ROUTES) {
            Operation post = api.getPaths().get(route.path()).getPost();
            assertThat(post).as(route.path()).isNotNull();
            assertThat(post.getOperationId()).isEqualTo("svc_" + route.tag() + "_" + route.operation());
            assertThat(post.getTags()).containsExactly(route.tag());
            assertThat(post.getResponses()).containsKey(route.task() ? "202" : "200")
                    .doesNotContainKey(route.task() ? "200" : "202")
                    .containsKeys("400", "401", "403", "404", "413", "415", "429", "500");
            assertThat(post.getResponses().containsKey("409")).as(route.path()).isEqualTo(route.changes());
            assertThat(post.getRequestBody().getContent()).containsKey("application/json");
        }
    }

    @Test
    void changesTakeAKeyAndReadsAKnownOnDate() {
        ObjectNode document = OpenApiDocument.build();
        String settle = document.at("/paths/~1v1~1act~1settle/post/parameters").toString();
        String why = document.at("/paths/~1v1~1read~1why/post/parameters").toString();
        assertThat(settle).contains("Svc-Scope", "Svc-As-True-On", "Svc-Key").doesNotContain("Svc-As-Known-On");
        assertThat(why).contains("Svc-Scope", "Svc-As-True-On", "Svc-As-Known-On").doesNotContain("Svc-Key");
    }

    @Test
    void theTaskAnswerCarriesTheRoutesBodyAsItsResult() {
        ObjectNode document = OpenApiDocument.build();
        String card = "/paths/~1v1~1act~1deepen/post/responses/202/content/application~1json/schema/properties/body";
        assertThat(document.at(card + "/title").asText()).isEqualTo("Task");
        assertThat(document.at(card + "/properties/result/anyOf/0/title").asText()).isEqualTo("Deepening");
    }

    @Test
    void refusalsAreProblemJsonNamingTheirMembers() {
        ObjectNode document = OpenApiDocument.build();
        assertThat(document.at("/components/securitySchemes/bearer/scheme").asText()).isEqualTo("bearer");
        ObjectNode invalid = (ObjectNode) document.at("/components/responses/invalid_input/content");
        assertThat(invalid.has("application/problem+json")).isTrue();
        assertThat(invalid.at("/application~1problem+json/schema/required/0").asText()).isEqualTo("field");
        assertThat(document.at("/components/responses/too_many/headers/Retry-After").isObject()).isTrue();
    }
}
