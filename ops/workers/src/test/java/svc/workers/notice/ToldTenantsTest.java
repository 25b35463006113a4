package svc.workers.notice;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventhandling.GenericTrackedDomainEventMessage;
import org.axonframework.eventhandling.ReplayToken;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.junit.jupiter.api.Test;
import svc.command.api.HypothesisRecorded;
import svc.command.api.TellingDisabled;
import svc.command.api.TellingRegistered;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.workers.gate.TenantGate;

/** Which events the notices processor's batches take: an event that gives a notice only where someone may be told. */
class ToldTenantsTest {
    private static final Instant AT = Instant.parse("2026-01-01T00:00:00Z");
    private static final String HYPOTHESIS = UnitIds.of("acme", UnitKind.HYPOTHESIS, "h1");
    private static final String TELLING = UnitIds.of("acme", UnitKind.TELLING, "t1");

    private final List<String> asked = new ArrayList<>();
    private final List<String> told = new ArrayList<>();
    private final ToldTenants tenants = new ToldTenants(new TenantGate(tenant -> {
        asked.add(tenant);
        return told.contains(tenant);
    }));
    private long position;

    @Test
    void anEventWhereNobodyIsToldIsPassedOver() {
        assertThat(tenants.admits(recorded())).isFalse();
        assertThat(asked).containsExactly("acme");
    }

    @Test
    void anEventWhereSomeoneIsToldIsTaken() {
        told.add("acme");

        assertThat(tenants.admits(recorded())).isTrue();
    }

    @Test
    void aTellingRegisteredLetsTheTenantsLaterEventsThroughBeforeItIsCommitted() {
        assertThat(tenants.admits(recorded())).isFalse();

        assertThat(tenants.admits(event(TELLING, registered()))).isTrue();

        assertThat(tenants.admits(recorded())).isTrue();
        assertThat(asked).containsExactly("acme");
    }

    @Test
    void whoIsToldIsKeptDuringAReplayAndNothingElseIsTaken() {
        told.add("acme");

        assertThat(tenants.admits(replayed(event(TELLING, registered())))).isTrue();
        assertThat(tenants.admits(replayed(event(TELLING, new TellingDisabled(TELLING, "gone", AT))))).isTrue();
        assertThat(tenants.admits(replayed(recorded()))).isFalse();
    }

    @Test
    void anEventThatGivesNoNoticeIsPassedOver() {
        told.add("acme");

        assertThat(tenants.admits(event(HYPOTHESIS, "not an event of the platform's"))).isFalse();
        assertThat(asked).isEmpty();
    }

    private TrackedEventMessage<?> recorded() {
        return event(HYPOTHESIS, new HypothesisRecorded(HYPOTHESIS, "acme", "h1", "tenant/acme", "A claim", AT, null));
    }

    private static TellingRegistered registered() {
        return new TellingRegistered(TELLING, "acme", "t1", "tenant/acme", "https://example.com/hook",
                List.of("hypothesis"), "sealed", "hint", 5, AT);
    }

    private static TrackedEventMessage<?> replayed(TrackedEventMessage<?> live) {
        return live.withTrackingToken(ReplayToken.createReplayToken(
                GapAwareTrackingToken.newInstance(1_000, List.of()), live.trackingToken()));
    }

    private TrackedEventMessage<?> event(String unit, Object payload) {
        position++;
        return new GenericTrackedDomainEventMessage<>(GapAwareTrackingToken.newInstance(position, List.of()),
                new GenericDomainEventMessage<>("Unit", unit, position, payload, Map.of()));
    }
}
