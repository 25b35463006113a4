package svc.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Where ./svc serve puts its management endpoints (run without SVC_MANAGEMENT_PORT set, as the build runs). */
class ServeCommandTest {

    @Test
    void theManagementPortIsTheOneNamed() {
        assertThat(ServeCommand.managementPort(options("--port", "8081", "--management-port", "9999"), "8081"))
                .contains(9999);
    }

    @Test
    void unnamedItIsTheApiPortPlus1000SoNodesOnOneHostNeverShareOne() {
        assertThat(ServeCommand.managementPort(options("--port", "8081"), "8081")).contains(9081);
        assertThat(ServeCommand.managementPort(options("--port", "8082"), "8082")).contains(9082);
        assertThat(ServeCommand.managementPort(options("--port", "0"), "0")).contains(0);
    }

    @Test
    void withNoPortAtAllTheDefaultsStand() {
        assertThat(ServeCommand.managementPort(options(), null)).isEmpty();
    }

    @Test
    void aPortThatIsNotOneIsRefusedNamingTheOption() {
        assertThatThrownBy(() -> ServeCommand.managementPort(options("--management-port", "ninety"), null))
                .isInstanceOf(Options.UsageError.class).hasMessageContaining("--management-port")
                .hasMessageContaining("'ninety'");
        assertThatThrownBy(() -> ServeCommand.managementPort(options("--port", "70000"), "70000"))
                .isInstanceOf(Options.UsageError.class).hasMessageContaining("--port");
        assertThatThrownBy(() -> ServeCommand.managementPort(options("--port", "65000"), "65000"))
                .isInstanceOf(Options.UsageError.class).hasMessageContaining("--management-port");
        assertThatThrownBy(() -> ServeCommand.managementPort(options("--port", "8080", "--management-port", "8080"),
                "8080")).isInstanceOf(Options.UsageError.class).hasMessageContaining("a port apart");
    }

    private static Options options(String... args) {
        return Options.parse("serve", args);
    }
}
