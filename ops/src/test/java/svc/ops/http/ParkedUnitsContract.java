package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalManagementPort;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.parking.ParkedUnits;
import svc.ops.DeadLettersInProcess.Said;
import svc.ops.DeadLettersInProcess;

/**
 * A poison event does not stop a projection: the unit it belongs to is parked, refused 503 by name, listed by
 * readiness and the operator's tools, and every other unit goes on being served; a retry after the fix, or a drop,
 * serves the unit again.
 */
abstract class ParkedUnitsContract extends HttpSupport {
    private static final String PROJECTION = "hypotheses";

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ParkedUnits parked;

    @Autowired
    ConfigurableApplicationContext context;

    @Autowired
    Environment environment;

    @LocalManagementPort
    int managementPort;

    @Test
    void anEventNoHandlerCanReadParksItsUnitAloneUntilAnOperatorDropsIt() throws Exception {
        assertThat(record(ana, s1, "h-poisoned", "2026-01-01").status()).isEqualTo(200);
        assertThat(record(ana, s1, "h-healthy", "2026-01-01").status()).isEqualTo(200);
        String poisoned = UnitIds.of(acmeId, UnitKind.HYPOTHESIS, "h-poisoned");
        // A settlement whose payload is not JSON at all, as a broken writer or a botched migration would leave it.
        jdbc.update("INSERT INTO domainevententry (aggregateidentifier, sequencenumber, type, eventidentifier, "
                + "metadata, payload, payloadtype, timestamp) SELECT aggregateidentifier, 1, type, ?, metadata, ?, "
                + "'svc.command.api.HypothesisSettled', timestamp FROM domainevententry "
                + "WHERE aggregateidentifier = ? AND sequencenumber = 0", UUID.randomUUID().toString(),
                "{\"unit".getBytes(StandardCharsets.UTF_8), poisoned);

        JsonNode refusal = assertRefusal(unit(ana, s1, "h-poisoned"), 503, "unavailable");
        assertThat(refusal.get("unit").asText()).isEqualTo("hypothesis/h-poisoned");
        assertThat(refusal.toString()).doesNotContain("JsonParse", "Serialization", acmeId + "/");

        assertThat(standing(unit(ana, s1, "h-healthy"))).isEqualTo("under test");
        assertThat(record(ana, s1, "h-after", "2026-02-01").status()).isEqualTo(200);
        assertThat(standing(unit(ana, s1, "h-after"))).isEqualTo("under test");
        assertThat(parked.list(poisoned)).extracting(ParkedUnits.Parked::processor).contains(PROJECTION);
        assertThat(readiness()).contains("\"parkedUnits\"", poisoned);
        Said listed = operator("list", "--unit", "hypothesis/h-poisoned", "--tenant", acmeId);
        assertThat(listed.status()).isZero();
        assertThat(listed.printed()).contains(PROJECTION + " ", poisoned, "SerializationException");

        // Every processor that reads a hypothesis's events parks the unit when it reaches the poisoned one (the
        // notices processor too); a drop before the last of them has would leave that one's parking behind.
        untilEveryProcessorPassed();
        Said dropped = operator("drop", "--unit", "hypothesis/h-poisoned", "--tenant", acmeId);
        assertThat(dropped.printed()).contains("dropped", poisoned);
        assertThat(standing(unit(ana, s1, "h-poisoned"))).as("as recorded, without the event dropped")
                .isEqualTo("under test");
        assertThat(readiness()).doesNotContain(poisoned);
    }

    @Test
    void aChangeTheDatabaseRefusesParksItsUnitAndARetryAfterTheFixServesIt() throws Exception {
        String refused = UnitIds.of(acmeId, UnitKind.HYPOTHESIS, "h-refused");
        String constraint = "refuses_" + ownName.replace('-', '_');
        asOwner("ALTER TABLE bt_unit ADD CONSTRAINT " + constraint + " CHECK (unit_id <> '" + refused + "')");
        try {
            assertThat(record(ana, s1, "h-refused", "2026-01-01").status()).as("recorded").isEqualTo(200);
            JsonNode refusal = assertRefusal(unit(ana, s1, "h-refused"), 503, "unavailable");
            assertThat(refusal.get("unit").asText()).isEqualTo("hypothesis/h-refused");
            assertThat(refusal.get("detail").asText()).contains("recorded is kept");
            Said again = operator("retry", "--unit", "hypothesis/h-refused", "--tenant", acmeId);
            assertThat(again.status()).as("still refused: the retry fails and the unit stays parked").isEqualTo(1);
            assertThat(again.printed()).contains(PROJECTION + " " + refused + ": failed again, still parked");
            assertRefusal(unit(ana, s1, "h-refused"), 503, "unavailable");
        } finally {
            asOwner("ALTER TABLE bt_unit DROP CONSTRAINT " + constraint);
        }

        Said retried = operator("retry", "--unit", "hypothesis/h-refused", "--tenant", acmeId);
        assertThat(retried.status()).as(retried.printed()).isZero();
        assertThat(retried.printed()).contains(PROJECTION + " " + refused + ": handled; the unit is served again");
        assertThat(parked.list(refused)).isEmpty();
        assertThat(standing(unit(ana, s1, "h-refused"))).isEqualTo("under test");
        assertThat(settle(ana, s1, "h-refused", "supported", "retried after the fix").status()).isEqualTo(200);
        assertThat(standing(unit(ana, s1, "h-refused"))).as("the unit's later changes are handled as they come")
                .isEqualTo("supported");
    }

    private Said operator(String... arguments) {
        return DeadLettersInProcess.run(context, arguments);
    }

    /** Changes a table's shape, as its owner: the service's own role may not (on PostgreSQL). */
    private void asOwner(String ddl) throws Exception {
        String owner = environment.getProperty("spring.flyway.url");
        if (owner == null || !owner.startsWith("jdbc:postgresql:")) {
            jdbc.execute(ddl);
            return;
        }
        try (Connection connection = DriverManager.getConnection(owner, environment.getProperty("spring.flyway.user"),
                environment.getProperty("spring.flyway.password"));
                Statement statement = connection.createStatement()) {
            statement.execute(ddl);
        }
    }

    private void untilEveryProcessorPassed() throws Exception {
        long end = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        JsonNode lags = JSON.readTree(readiness()).at("/components/projectionLag/details/processors");
        while (lags.isEmpty() || StreamSupport.stream(lags.spliterator(), false)
                .anyMatch(lag -> lag.asLong() != 0)) {
            assertThat(System.nanoTime()).as("every processor past the poisoned event: " + lags).isLessThan(end);
            Thread.sleep(20);
            lags = JSON.readTree(readiness()).at("/components/projectionLag/details/processors");
        }
    }

    private String readiness() throws Exception {
        HttpResponse<String> health = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                        + managementPort + "/actuator/health/readiness")).timeout(Duration.ofSeconds(30)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(health.statusCode()).as(health.body()).isEqualTo(200);
        return health.body();
    }
}
