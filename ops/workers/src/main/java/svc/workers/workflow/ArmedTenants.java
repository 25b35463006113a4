package svc.workers.workflow;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.ReplayToken;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.command.api.UnitIds;
import svc.command.api.WorkflowArmed;
import svc.command.store.AxonStorageConfig;
import svc.workers.gate.TenantGate;

/**
 * Which events the workflow runner takes ({@link WorkflowRunnerConfig}): every workflow event, and a hypothesis event
 * only in a tenant where a workflow may be armed. Arming is for good (no event disarms a workflow), so a tenant
 * once armed stays let through. Hypothesis events a workflow caused, and those of a replay, are passed over, as the
 * runner's handlers would.
 */
final class ArmedTenants {
    /** A tenant's row in the processor's table, as its gate asks. */
    static final String ASKED =
            "SELECT unit_id FROM wf_runner WHERE tenant = ? AND armed = TRUE FETCH FIRST 1 ROWS ONLY";

    private final TenantGate gate;

    ArmedTenants(TenantGate gate) {
        this.gate = gate;
    }

    boolean admits(EventMessage<?> message) {
        Class<?> type = message.getPayloadType();
        String unit = message instanceof DomainEventMessage<?> domain ? domain.getAggregateIdentifier() : "";
        boolean ofTenant = UnitIds.isUnit(unit);
        if (type == WorkflowArmed.class && ofTenant) {
            gate.opens(message, UnitIds.tenantOf(unit));
            return true;
        }
        if (type != HypothesisRecorded.class && type != HypothesisSettled.class) {
            gate.passes(message);
            return true;
        }
        if (ReplayToken.isReplay(message) || !ofTenant) {
            gate.passes(message);
            return false;
        }
        // The metadata is read (and decoded) only for an event of an armed tenant.
        return gate.mayHaveWork(message, UnitIds.tenantOf(unit))
                && !WorkflowRunner.ROUTE.equals(message.getMetaData().get(AxonStorageConfig.ROUTE));
    }
}
