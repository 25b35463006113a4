package svc.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code ./svc serve --app} asks of the server: loopback only, port 7411, the platform named, nothing acting. */
class AppServerTest {
    @TempDir
    Path data;

    @Test
    void listensOnLoopbackOnly() {
        Map<String, Object> properties = AppServer.properties(options("--app", "--platform", "https://svc.example.com",
                "--data", data.toString()));
        assertThat(properties).containsEntry("server.address", "127.0.0.1")
                .containsEntry("svc.app.platform", "https://svc.example.com")
                .containsEntry("svc.beat.enabled", "false").containsEntry("svc.work.enabled", "false")
                .containsEntry("svc.notices.enabled", "false").containsEntry("svc.workflows.enabled", "false");
        assertThat(properties.get("spring.datasource.url").toString()).startsWith("jdbc:h2:file:" + data);
    }

    @Test
    void takesItsPortFromTheCommandLine() {
        assertThat(AppServer.properties(options("--app", "--port", "7500", "--data", data.toString())))
                .containsEntry("server.port", "7500")
                .containsEntry("management.server.port", 8500);
    }

    @Test
    void refusesAPlatformThatIsNotAnHttpAddress() {
        assertThatThrownBy(() -> AppServer.properties(options("--app", "--platform", "svc.example.com", "--data",
                data.toString()))).isInstanceOf(Options.UsageError.class).hasMessageContaining("--platform");
    }

    private static Options options(String... args) {
        return Options.parse("serve", args);
    }
}
