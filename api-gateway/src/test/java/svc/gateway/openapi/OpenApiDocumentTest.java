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
            assertThat(post.getResponses().containsKey("409")).as(route.path()).isEqualTo(route.mayChange());
            assertThat(post.getRequestBody().getContent()).containsKey("application/json");
        }
    }

    @Test
    void everyRouteTakesAKeyAndOnlyReadsAKnownOnDate() {
        ObjectNode document = OpenApiDocument.build();
        String settle = document.at("/paths/~1v1~1act~1settle/post/parameters").toString();
        String why = document.at("/paths/~1v1~1read~1why/post/parameters").toString();
        String savedView = document.at("/paths/~1v1~1ask~1saved_view/post/parameters").toString();
        assertThat(settle).contains("Svc-Scope", "Svc-As-True-On", "Svc-Key").doesNotContain("Svc-As-Known-On");
        assertThat(why).contains("Svc-Scope", "Svc-As-True-On", "Svc-As-Known-On", "Svc-Key");
        assertThat(savedView).contains("Svc-As-Known-On", "Svc-Key");
    }

    @Test
    void namesBothServersAndWhichOfThemAnswersEachRoute() {
        OpenAPI api = parsed().getOpenAPI();
        assertThat(api.getServers()).hasSize(2);
        assertThat(api.getServers().get(0).getUrl()).isEqualTo("{base_url}");
        assertThat(api.getServers().get(1).getUrl()).isEqualTo("http://127.0.0.1:{port}");
        assertThat(api.getServers().get(1).getVariables().get("port").getDefault()).isEqualTo("7411");
        for (Route route : Register.ROUTES) {
            assertThat(api.getPaths().get(route.path()).getPost().getExtensions())
                    .as(route.path()).containsEntry("x-svc-served-by", route.servedBy().wire());
        }
        assertThat(api.getPaths().get("/v1/act/settle").getPost().getExtensions())
                .containsEntry("x-svc-served-by", "platform or app");
        assertThat(api.getPaths().get("/v1/act/strategy").getPost().getExtensions())
                .containsEntry("x-svc-served-by", "platform");
    }

    @Test
    void readWhysInputIsNamedAsTheSpecificationNamesIt() {
        ObjectNode document = OpenApiDocument.build();
        assertThat(document.at("/paths/~1v1~1read~1why/post/requestBody/content/application~1json/schema/title")
                .asText()).isEqualTo("WhyInput");
    }

    @Test
    void inputsShowEveryMemberOfAStrategyAWorkflowAndAScope() {
        ObjectNode document = OpenApiDocument.build();
        String input = "/paths/~1v1~1act~1%s/post/requestBody/content/application~1json/schema";
        assertThat(document.at(String.format(input, "strategy") + "/properties/strategy/properties").size())
                .as("the nineteen fields of the specification's Strategy and its id").isEqualTo(20);
        ObjectNode workflow = (ObjectNode) document.at(String.format(input, "workflow")
                + "/properties/workflow");
        assertThat(workflow.at("/properties").fieldNames()).toIterable()
                .contains("name", "starts_on", "steps", "strategy", "state");
        assertThat(workflow.at("/properties/steps/items/oneOf/0/properties/kind/const").asText()).isEqualTo("settle");
        String parameterScope = "/paths/~1v1~1read~1parameter/post/requestBody/content/application~1json/schema"
                + "/properties/scope/anyOf";
        assertThat(document.at(parameterScope + "/0/type").asText()).isEqualTo("string");
        assertThat(document.at(parameterScope + "/1/properties").fieldNames()).toIterable()
                .containsExactly("place", "rung");
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
