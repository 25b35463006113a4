package svc.projections.connector;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import svc.command.api.ConnectorInstalled;
import svc.projections.bitemporal.ChangePoint;

/** How an installed connector's change points fold into its state, and how that state is kept. */
class ConnectorFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    final ConnectorFold fold = new ConnectorFold();

    @Test
    void installingStatesItsKindActionsAddressAndPlace() {
        assertThat(fold.apply(fold.absent(), ((JsonNode) installed("http", "https://crm.example/hook", null).get(0).op())))
                .isEqualTo(new ConnectorState(true, "c1", "http", List.of("send", "look_up"),
                        "https://crm.example/hook", "tenant/acme"));
    }

    @Test
    void aConnectorOtherThanHttpHasNoAddress() {
        assertThat(fold.apply(fold.absent(), ((JsonNode) installed("mail", null, null).get(0).op())).address()).isNull();
    }

    @Test
    void theEndOfItsValidityClosesIt() {
        List<JsonNode> points = installed("http", "https://crm.example/hook", FROM.plusSeconds(60)).stream()
                .map(point -> (JsonNode) point.op()).toList();
        ConnectorState open = fold.apply(fold.absent(), points.get(0));
        assertThat(fold.apply(open, points.get(1)).present()).isFalse();
        assertThat(open.present()).isTrue();
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithoutTheUnset() throws Exception {
        ConnectorState open = fold.apply(fold.absent(), ((JsonNode) installed("mail", null, null).get(0).op()));
        String kept = JSON.writeValueAsString(open);
        assertThat(JSON.readTree(kept).path("connector_kind").asText()).isEqualTo("mail");
        assertThat(JSON.readTree(kept).path("actions").isArray()).isTrue();
        assertThat(JSON.readTree(kept).has("address")).isFalse();
        assertThat(JSON.readValue(kept, ConnectorState.class)).isEqualTo(open);
    }

    @Test
    void aStateStoredWithNullMembersReadsBack() throws Exception {
        String stored = "{\"present\":true,\"id\":\"c1\",\"connector_kind\":\"mail\",\"actions\":[\"send\"],"
                + "\"address\":null,\"place\":\"tenant/acme\"}";
        assertThat(JSON.readValue(stored, ConnectorState.class))
                .isEqualTo(new ConnectorState(true, "c1", "mail", List.of("send"), null, "tenant/acme"));
    }

    private static List<ChangePoint> installed(String kind, String address, Instant to) {
        return ConnectorChanges.of(new ConnectorInstalled("acme/connector/c1", "acme", "c1", "tenant/acme", kind,
                List.of("send", "look_up"), address, FROM, to));
    }
}
