package svc.projections.connector;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import svc.command.api.ConnectorInstalled;

/** How an installed connector's change points fold into its state, and how both are kept. */
class ConnectorFoldTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");
    static final String INSTALLED = "{\"op\":\"install\",\"id\":\"c1\",\"connector_kind\":\"http\","
            + "\"address\":\"https://crm.example/hook\",\"place\":\"tenant/acme\",\"actions\":[\"send\",\"look_up\"]}";
    final ConnectorFold fold = new ConnectorFold();

    @Test
    void installingStatesItsKindActionsAddressAndPlace() {
        assertThat(fold.apply(fold.absent(), installed("http", "https://crm.example/hook", null).get(0)))
                .isEqualTo(new ConnectorState(true, "c1", "http", List.of("send", "look_up"),
                        "https://crm.example/hook", "tenant/acme"));
    }

    @Test
    void aConnectorOtherThanHttpHasNoAddress() {
        assertThat(fold.apply(fold.absent(), installed("mail", null, null).get(0)).address()).isNull();
    }

    @Test
    void theEndOfItsValidityClosesIt() {
        List<ConnectorChange> changes = installed("http", "https://crm.example/hook", FROM.plusSeconds(60));
        ConnectorState open = fold.apply(fold.absent(), changes.get(0));
        assertThat(fold.apply(open, changes.get(1)).present()).isFalse();
        assertThat(open.present()).isTrue();
    }

    @Test
    void theStateIsKeptAsJsonOfSnakeCaseMembersWithoutTheUnset() throws Exception {
        ConnectorState open = fold.apply(fold.absent(), installed("mail", null, null).get(0));
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

    /** Change points written before the changes were records read back, and are written again byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
            INSTALLED,
            "{\"op\":\"install\",\"id\":\"c1\",\"connector_kind\":\"mail\",\"address\":null,\"place\":null,"
                    + "\"actions\":[]}",
            "{\"op\":\"end\"}"})
    void aChangeIsKeptAsItsOpNamedJson(String stored) throws Exception {
        ConnectorChange change = JSON.readValue(stored, fold.changeType());
        assertThat(JSON.writeValueAsString(change)).isEqualTo(stored);
    }

    @Test
    void aChangeIsWrittenAsItWasBeforeItWasARecord() throws Exception {
        List<ConnectorChange> changes = installed("http", "https://crm.example/hook", FROM.plusSeconds(60));
        assertThat(JSON.writeValueAsString(changes.get(0))).isEqualTo(INSTALLED);
        assertThat(JSON.writeValueAsString(changes.get(1))).isEqualTo("{\"op\":\"end\"}");
    }

    private static List<ConnectorChange> installed(String kind, String address, Instant to) {
        return ConnectorChanges.of(new ConnectorInstalled("acme/connector/c1", "acme", "c1", "tenant/acme", kind,
                List.of("send", "look_up"), address, FROM, to)).stream()
                .map(point -> (ConnectorChange) point.op()).toList();
    }
}
