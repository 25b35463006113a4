package svc.gateway.facts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import svc.command.api.InstallConnector;
import svc.gateway.connect.ConnectorSettings;
import svc.gateway.refusal.Refusal;

/** An http connector's address is refused at installation when it reaches inside the platform's own network. */
class ConnectorFactsTest {
    private static final Instant FROM = Instant.parse("2026-01-01T00:00:00Z");

    private static ConnectorFacts facts(boolean allowPrivateAddresses) {
        return new ConnectorFacts(new ConnectorSettings(Duration.ofSeconds(5), Duration.ofSeconds(30),
                allowPrivateAddresses));
    }

    private static Fact connector(String address) {
        ObjectNode fields = JsonNodeFactory.instance.objectNode().put("connector_kind", "http").put("address", address);
        fields.putArray("actions").add("create_lead");
        return new Fact("connector", "c-crm", "tenant/acme", FROM, null, fields, "/facts/0");
    }

    @Test
    void anAddressInsideThePlatformsNetworkIsRefusedNamingTheMember() {
        for (String address : List.of("http://localhost:8080/crm", "http://127.0.0.1/crm", "http://10.0.0.7/crm",
                "http://169.254.169.254/latest/meta-data", "http://[::1]/crm", "http://[::ffff:127.0.0.1]/crm",
                "http://[fd00::5]/crm", "http://0.0.0.0:9000/crm")) {
            assertThatThrownBy(() -> facts(false).command(connector(address), "acme")).as(address)
                    .isInstanceOfSatisfying(Refusal.class, refusal -> {
                        assertThat(refusal.status()).isEqualTo(400);
                        assertThat(refusal.members()).containsEntry("field", "/facts/0/address");
                        assertThat(refusal.getMessage()).contains("inside the platform's own network");
                    });
        }
    }

    @Test
    void aPublicAddressIsInstalled() {
        assertThat(facts(false).command(connector("https://93.184.215.14/crm"), "acme"))
                .isInstanceOfSatisfying(InstallConnector.class,
                        install -> assertThat(install.address()).isEqualTo("https://93.184.215.14/crm"));
    }

    @Test
    void anAddressInsideIsInstalledWherePrivateAddressesAreAllowed() {
        assertThat(facts(true).command(connector("http://127.0.0.1:9000/crm"), "acme"))
                .isInstanceOfSatisfying(InstallConnector.class,
                        install -> assertThat(install.address()).isEqualTo("http://127.0.0.1:9000/crm"));
    }
}
