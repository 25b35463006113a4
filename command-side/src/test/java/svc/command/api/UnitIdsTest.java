package svc.command.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UnitIdsTest {

    @Test
    void anIdNamesItsTenantAndKindWhateverTheCallersIdHolds() {
        String id = UnitIds.of("acme", UnitKind.SAVED_VIEW, "q3/pricing/a");

        assertThat(UnitIds.tenantOf(id)).isEqualTo("acme");
        assertThat(UnitIds.kindOf(id)).isEqualTo("saved_view");
    }
}
