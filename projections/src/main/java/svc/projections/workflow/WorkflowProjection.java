package svc.projections.workflow;

import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.UnitIds;
import svc.command.api.WorkflowArmed;
import svc.command.api.WorkflowWritten;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code workflows} projection: workflows as true on one date and as known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(WorkflowProjection.NAME)
class WorkflowProjection implements Rebuildable {
    static final String NAME = "workflows";

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    WorkflowProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(WorkflowWritten event, DomainEventMessage<WorkflowWritten> message) {
        store.apply(new UnitChange(event.unitId(), WorkflowFold.KIND, event.tenant(), message.getSequenceNumber(),
                Recorded.of(message), WorkflowChanges.of(event)));
    }

    @EventHandler
    void on(WorkflowArmed event, DomainEventMessage<WorkflowArmed> message) {
        store.apply(new UnitChange(event.unitId(), WorkflowFold.KIND, UnitIds.tenantOf(event.unitId()),
                message.getSequenceNumber(), Recorded.of(message), WorkflowChanges.of(event)));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(WorkflowFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
