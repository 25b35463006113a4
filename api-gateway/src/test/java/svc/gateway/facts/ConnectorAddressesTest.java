package svc.gateway.facts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import svc.gateway.connect.ConnectorSettings;
import svc.gateway.refusal.Refusal;

class ConnectorAddressesTest {
    private static ConnectorAddresses addresses(boolean allowPrivateAddresses) {
        return new ConnectorAddresses(new ConnectorSettings(Duration.ofSeconds(5), Duration.ofSeconds(30),
                allowPrivateAddresses));
    }

    private static ConnectorFact connector(String address) {
        return new ConnectorFact("http", List.of("create_lead"), address);
    }

    @Test
    void anAddressInsideThePlatformsNetworkIsRefusedNamingTheMember() {
        for (String address : List.of("http://localhost:8080/crm", "http://127.0.0.1/crm", "http://10.0.0.7/crm",
                "http://169.254.169.254/latest/meta-data", "http://[::1]/crm", "http://[::ffff:127.0.0.1]/crm",
                "http://[fd00::5]/crm", "http://0.0.0.0:9000/crm")) {
            assertThatThrownBy(() -> addresses(false).check(connector(address), "/facts/0")).as(address)
                    .isInstanceOfSatisfying(Refusal.class, refusal -> {
                        assertThat(refusal.status()).isEqualTo(400);
                        assertThat(refusal.members()).containsEntry("field", "/facts/0/address");
                        assertThat(refusal.getMessage()).contains("inside the platform's own network");
                    });
        }
    }

    @Test
    void aPublicAddressIsTaken() {
        assertThatCode(() -> addresses(false).check(connector("https://93.184.215.14/crm"), "/facts/0"))
                .doesNotThrowAnyException();
    }

    @Test
    void anAddressInsideIsTakenWherePrivateAddressesAreAllowed() {
        assertThatCode(() -> addresses(true).check(connector("http://127.0.0.1:9000/crm"), "/facts/0"))
                .doesNotThrowAnyException();
    }
}
