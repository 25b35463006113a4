package svc.gateway.limits;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.BindException;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/** The {@code svc.limits} settings as Spring binds them: each quota family falls back to its own defaults. */
class LimitSettingsTest {

    @Test
    void nothingSetGivesEachFamilyItsDefaults() {
        Quotas quotas = bind(Map.of()).quotas();
        assertThat(quotas.subject()).isEqualTo(new Quota("subject", 1200, 600));
        assertThat(quotas.tenant()).isEqualTo(new Quota("tenant", 12_000, 6000));
    }

    @Test
    void aMemberNotSetKeepsItsFamilysDefault() {
        Quotas quotas = bind(Map.of("svc.limits.subject.capacity", "3", "svc.limits.tenant.refill-per-minute", "1"))
                .quotas();
        assertThat(quotas.subject()).isEqualTo(new Quota("subject", 3, 600));
        assertThat(quotas.tenant()).isEqualTo(new Quota("tenant", 12_000, 1));
    }

    @Test
    void aQuotaBelowOneIsRefusedByName() {
        assertThatThrownBy(() -> bind(Map.of("svc.limits.tenant.capacity", "0")).quotas())
                .hasMessageContaining("svc.limits.tenant");
        assertThatThrownBy(() -> bind(Map.of("svc.limits.unsynced-calls", "-1"))).isInstanceOf(BindException.class)
                .rootCause().hasMessageContaining("svc.limits.unsynced-calls");
        assertThatThrownBy(() -> bind(Map.of("svc.limits.sync-interval", "0s"))).isInstanceOf(BindException.class)
                .rootCause().hasMessageContaining("svc.limits.sync-interval");
    }

    private static LimitSettings bind(Map<String, String> properties) {
        return new Binder(new MapConfigurationPropertySource(properties)).bindOrCreate("svc.limits",
                LimitSettings.class);
    }
}
