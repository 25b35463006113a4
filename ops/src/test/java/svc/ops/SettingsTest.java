package svc.ops;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;

/**
 * Every settings record of every module, bound as the application binds them: each default starts, and a value out
 * of range stops the start naming the setting.
 */
class SettingsTest {
    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withUserConfiguration(EverySetting.class);

    @Test
    void theDefaultsStart() {
        runner.run(context -> assertThat(context).hasNotFailed());
    }

    @ParameterizedTest
    @ValueSource(strings = {"svc.work.threads=0", "svc.health.max-lag=-1", "svc.read.catch-up-timeout=0s",
            "svc.neighbours.cap=0", "svc.saved-view.page-size=0", "svc.keys.wait=-1s",
            "svc.changes.conflict-patience=-1s", "svc.appender.max-batch=0", "svc.size-bound=0",
            "svc.beat.interval=0s", "svc.work.sweep=0s", "svc.notices.interval=0s", "svc.sweep.interval=0s",
            "svc.limits.sweep-interval=0s"})
    void aValueOutOfRangeStopsTheStartNamingTheSetting(String setting) {
        runner.withPropertyValues(setting).run(context -> assertThat(context).hasFailed().getFailure()
                .hasStackTraceContaining(setting.substring(0, setting.indexOf('='))));
    }

    @Test
    void aListIsReadFromCommas() {
        runner.withPropertyValues("svc.mcp.allowed-origins=https://a.example,https://b.example").run(context ->
                assertThat(context.getBeansOfType(Record.class).values())
                        .anySatisfy(settings -> assertThat(settings.toString())
                                .contains("allowedOrigins=[https://a.example, https://b.example]")));
    }

    @Configuration
    @ConfigurationPropertiesScan("svc")
    static class EverySetting {
    }
}
