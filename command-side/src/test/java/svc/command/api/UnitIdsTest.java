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

    @Test
    void onlyAnIdWithATenantAKindAndAnIdIsAUnits() {
        assertThat(UnitIds.isUnit(UnitIds.of("acme", UnitKind.HYPOTHESIS, "h1"))).isTrue();
        assertThat(UnitIds.isUnit("acme/hypothesis")).isFalse();
        assertThat(UnitIds.isUnit("acme//h1")).isFalse();
        assertThat(UnitIds.isUnit("/hypothesis/h1")).isFalse();
        assertThat(UnitIds.isUnit("grant-ana")).isFalse();
    }
}
