package svc.workers.workflow;

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
import org.axonframework.eventhandling.TrackingToken;
import org.junit.jupiter.api.Test;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.command.api.Standing;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.api.WorkflowArmed;
import svc.command.store.AxonStorageConfig;
import svc.workers.gate.TenantGate;

/** Which events the workflow runner's batches take: a hypothesis event only where a workflow may be armed. */
class ArmedTenantsTest {
    private static final Instant AT = Instant.parse("2026-01-01T00:00:00Z");
    private static final String HYPOTHESIS = UnitIds.of("acme", UnitKind.HYPOTHESIS, "h1");
    private static final String WORKFLOW = UnitIds.of("acme", UnitKind.WORKFLOW, "w1");

    private final List<String> asked = new ArrayList<>();
    private final List<String> armed = new ArrayList<>();
    private final ArmedTenants tenants = new ArmedTenants(new TenantGate(tenant -> {
        asked.add(tenant);
        return armed.contains(tenant);
    }));
    private long position;

    @Test
    void aHypothesisEventWhereNoWorkflowIsArmedIsPassedOver() {
        assertThat(tenants.admits(recorded(Map.of()))).isFalse();
        assertThat(tenants.admits(settled())).isFalse();
        assertThat(asked).containsExactly("acme");
    }

    @Test
    void aHypothesisEventWhereAWorkflowIsArmedIsTaken() {
        armed.add("acme");

        assertThat(tenants.admits(recorded(Map.of()))).isTrue();
    }

    @Test
    void anArmingNotYetCommittedLetsTheTenantsLaterEventsThrough() {
        assertThat(tenants.admits(recorded(Map.of()))).isFalse();

        assertThat(tenants.admits(event(WORKFLOW, new WorkflowArmed(WORKFLOW, "alice", AT), Map.of()))).isTrue();

        assertThat(tenants.admits(settled())).isTrue();
        assertThat(asked).containsExactly("acme");
    }

    @Test
    void anEventAWorkflowCausedStartsNoWorkflow() {
        armed.add("acme");

        assertThat(tenants.admits(recorded(Map.of(AxonStorageConfig.ROUTE, WorkflowRunner.ROUTE)))).isFalse();
    }

    @Test
    void aReplayedHypothesisEventIsPassedOver() {
        armed.add("acme");
        TrackedEventMessage<?> live = recorded(Map.of());
        TrackingToken replay = ReplayToken.createReplayToken(GapAwareTrackingToken.newInstance(100, List.of()),
                live.trackingToken());

        assertThat(tenants.admits(live.withTrackingToken(replay))).isFalse();
    }

    private TrackedEventMessage<?> recorded(Map<String, String> metaData) {
        return event(HYPOTHESIS, new HypothesisRecorded(HYPOTHESIS, "acme", "h1", "tenant/acme", "A claim", AT, null),
                metaData);
    }

    private TrackedEventMessage<?> settled() {
        return event(HYPOTHESIS, new HypothesisSettled(HYPOTHESIS, Standing.SUPPORTED, "why", "alice", AT), Map.of());
    }

    private TrackedEventMessage<?> event(String unit, Object payload, Map<String, String> metaData) {
        position++;
        return new GenericTrackedDomainEventMessage<>(GapAwareTrackingToken.newInstance(position, List.of()),
                new GenericDomainEventMessage<>("Unit", unit, position, payload, metaData));
    }
}
