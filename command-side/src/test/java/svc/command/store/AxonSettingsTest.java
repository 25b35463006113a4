package svc.command.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.BindException;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/** The {@code svc.axon} settings as Spring binds them at start: defaults, relaxed names, and refusals. */
class AxonSettingsTest {

    @Test
    void nothingSetGivesTheDefaults() {
        AxonSettings settings = bind(Map.of());
        assertThat(settings.batchSize()).isEqualTo(100);
        assertThat(settings.segments()).isEqualTo(4);
        assertThat(settings.claimInterval()).isEqualTo(Duration.ofSeconds(5));
        assertThat(settings.claimTimeout()).isEqualTo(Duration.ofSeconds(10));
        assertThat(settings.fetchDelay()).isEqualTo(Duration.ofMillis(100));
        assertThat(settings.gapTimeoutMs()).isEqualTo(300_000);
        assertThat(settings.parkedUnitsPerProcessor()).isEqualTo(10_000);
    }

    @Test
    void aSettingIsReadByItsKebabName() {
        assertThat(bind(Map.of("svc.axon.claim-interval", "1s", "svc.axon.gap-timeout-ms", "2000")))
                .extracting(AxonSettings::claimInterval, AxonSettings::gapTimeoutMs)
                .containsExactly(Duration.ofSeconds(1), 2000);
    }

    @Test
    void aSettingIsReadFromTheEnvironmentAsTheProcessTestsAndContainersSetIt() {
        SystemEnvironmentPropertySource environment = new SystemEnvironmentPropertySource("env",
                Map.of("SVC_AXON_CLAIM_TIMEOUT", "4s", "SVC_AXON_CLAIM_INTERVAL", "1s"));
        AxonSettings settings = new Binder(ConfigurationPropertySources.from(environment))
                .bindOrCreate("svc.axon", AxonSettings.class);
        assertThat(settings.claimTimeout()).isEqualTo(Duration.ofSeconds(4));
        assertThat(settings.claimInterval()).isEqualTo(Duration.ofSeconds(1));
    }

    @Test
    void aSettingOutOfRangeIsRefusedByName() {
        assertThatThrownBy(() -> bind(Map.of("svc.axon.segments", "0"))).isInstanceOf(BindException.class)
                .rootCause().hasMessageContaining("svc.axon.segments is at least 1");
        assertThatThrownBy(() -> bind(Map.of("svc.axon.claim-timeout", "0s"))).isInstanceOf(BindException.class)
                .rootCause().hasMessageContaining("svc.axon.claim-timeout");
    }

    private static AxonSettings bind(Map<String, String> properties) {
        return new Binder(new MapConfigurationPropertySource(properties)).bindOrCreate("svc.axon",
                AxonSettings.class);
    }
}
