package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.annotation.DirtiesContext.ClassMode;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;
import svc.ops.DemoStorage;

/**
 * {@code ./svc serve --demo} on the embedded default: every read and ask route of the specification answers the demo
 * admin something worth reading, and the corrections recorded after the rest change what is known now but not
 * what was known before them. The server is the class's own: the demo's record, read at the default caps. The
 * database is a copy of the demo recorded once for the test JVM ({@link DemoStorage}), which the server finds there.
 */
@DirtiesContext(classMode = ClassMode.AFTER_CLASS)
@TestPropertySource(properties = "svc.demo=true")
class H2DemoHttpTest extends HttpSupport {
    static final String TENANT = "tenant/demo";
    static final String NORTHWIND = "tenant/demo/brand/northwind";
    static final String SPRING = "tenant/demo/brand/northwind/strategy/spring-launch";

    @DynamicPropertySource
    static void datasource(DynamicPropertyRegistry registry) {
        FreshDatabase.register(DemoStorage.h2(), registry);
    }

    JsonNode read(String route, String scope, String input, String... headers) throws Exception {
        Reply reply = post(route, tokens.issue("admin", Duration.ofHours(1)), scope, input, headers);
        assertThat(reply.status()).as("%s: %s", route, reply.text()).isEqualTo(200);
        return reply.body();
    }

    @Test
    void neighboursOfABrandAreItsSuppliers() throws Exception {
        JsonNode answer = read("ask/neighbours", SPRING, "{\"entity\":\"e-northwind\",\"kind\":\"supplies\"}");
        assertThat(answer.get("members").size()).isGreaterThan(50);
    }

    @Test
    void theSavedViewHasRows() throws Exception {
        JsonNode answer = read("ask/saved_view", SPRING, "{\"read\":\"sv-large-roasters\"}");
        assertThat(answer.get("total").asInt()).isPositive();
    }

    @Test
    void whyAMarketFactIsThereGoesBackToItsImport() throws Exception {
        JsonNode answer = read("read/why", SPRING, "{\"unit\":{\"kind\":\"vertical\",\"id\":\"coffee-retail\"}}");
        assertThat(answer.toString()).contains("demo-record.ndjson");
    }

    @Test
    void theTwinHasParticipantsStocksAndSimulations() throws Exception {
        JsonNode answer = read("read/market_twin", NORTHWIND, "{\"twin\":\"northwind-twin\"}");
        assertThat(answer.get("participants").size()).isGreaterThan(2);
        assertThat(answer.get("simulations").size()).isEqualTo(2);
        JsonNode february = read("read/market_twin", NORTHWIND,
                "{\"twin\":\"northwind-twin\",\"as_of\":\"2026-03-01\"}");
        assertThat(february.get("simulations").size()).isEqualTo(1);
    }

    @Test
    void aBasketReadsAPopulationAndGroupsWithLift() throws Exception {
        JsonNode answer = read("read/basket", SPRING,
                "{\"basket\":\"summer-bundle\",\"scope\":{\"field\":\"tags\",\"contains\":\"retailer\"},"
                        + "\"resolution\":0.25}");
        assertThat(answer.toString()).contains("lift");
    }

    @Test
    void theVerticalIsCorrectedAfterItWasFirstCounted() throws Exception {
        JsonNode now = read("read/vertical", NORTHWIND, "{}");
        assertThat(now.toString()).contains("1310").doesNotContain("1180");
        JsonNode history = read("read/history", TENANT, "{\"unit\":{\"kind\":\"vertical\",\"id\":\"coffee-retail\"}}");
        assertThat(history.size()).isEqualTo(2);
        String firstKnown = history.get(0).get("known_on").asText();
        JsonNode before = read("read/vertical", NORTHWIND, "{}", "Svc-As-Known-On", firstKnown);
        assertThat(before.toString()).contains("1180").doesNotContain("1310");
    }

    @Test
    void invitationsWithTheirStates() throws Exception {
        JsonNode answer = read("read/invitations", TENANT, "{}");
        assertThat(answer.size()).isEqualTo(4);
        assertThat(answer.toString()).contains("revoked", "accepted", "declined", "invited");
    }

    @Test
    void lookupsFindKeysNamesAndNearTwins() throws Exception {
        JsonNode similar = read("read/lookup", SPRING, "{\"name\":\"Brightwater Roasters\",\"breadth\":\"similar\"}");
        assertThat(similar.toString()).contains("e-twin-1", "e-twin-2");
        JsonNode related = read("read/lookup", SPRING, "{\"name\":\"Northwind Coffee\",\"breadth\":\"related\"}");
        assertThat(related.toString()).contains("e-northwind", "\"matched_by\":\"connection\"");
    }

    @Test
    void speedToLeadOverHalfAYear() throws Exception {
        JsonNode answer = read("read/speed_to_lead", NORTHWIND,
                "{\"brand\":\"northwind\",\"window\":{\"from\":\"2026-01-01\",\"to\":\"2026-07-01\"}}");
        assertThat(answer.toString()).contains("p90");
        assertThat(answer.path("population").toString() + answer).contains("touched");
    }

    @Test
    void aParameterWithItsVersions() throws Exception {
        JsonNode june = read("read/parameter", TENANT,
                "{\"name\":\"response_target_hours\",\"scope\":\"tenant/demo/brand/northwind\"}");
        assertThat(june.get("value").asDouble()).isEqualTo(12);
        assertThat(june.get("version").asInt()).isEqualTo(2);
        JsonNode march = read("read/parameter", TENANT,
                "{\"name\":\"response_target_hours\",\"scope\":\"tenant/demo/brand/northwind\"}",
                "Svc-As-True-On", "2026-03-01");
        assertThat(march.get("value").asDouble()).isEqualTo(24);
    }
}
