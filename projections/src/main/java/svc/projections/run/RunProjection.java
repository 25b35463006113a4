package svc.projections.run;

import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.RunRecorded;
import svc.command.api.RunSetAside;
import svc.command.api.RunTakenUp;
import svc.command.api.UnitIds;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.ChangePoint;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code runs} projection: scrape runs as the beat sees them, as true on one date and known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(RunProjection.NAME)
class RunProjection implements Rebuildable {
    static final String NAME = "runs";

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    RunProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(RunRecorded event, DomainEventMessage<RunRecorded> message) {
        apply(event.unitId(), message, RunChanges.of(event));
    }

    @EventHandler
    void on(RunTakenUp event, DomainEventMessage<RunTakenUp> message) {
        apply(event.unitId(), message, RunChanges.of(event));
    }

    @EventHandler
    void on(RunSetAside event, DomainEventMessage<RunSetAside> message) {
        apply(event.unitId(), message, RunChanges.of(event));
    }

    private void apply(String unitId, DomainEventMessage<?> message, List<ChangePoint> points) {
        store.apply(new UnitChange(unitId, RunFold.KIND, UnitIds.tenantOf(unitId), message.getSequenceNumber(),
                Recorded.of(message), points));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(RunFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
