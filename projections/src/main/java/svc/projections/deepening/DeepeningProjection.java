package svc.projections.deepening;

import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.DeepeningMade;
import svc.command.api.UnitIds;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code deepenings} projection: deepenings as true on one date and known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(DeepeningProjection.NAME)
class DeepeningProjection implements Rebuildable {
    static final String NAME = "deepenings";

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    DeepeningProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(DeepeningMade event, DomainEventMessage<DeepeningMade> message) {
        store.apply(new UnitChange(event.unitId(), DeepeningFold.KIND, UnitIds.tenantOf(event.unitId()),
                message.getSequenceNumber(), Recorded.of(message), DeepeningChanges.of(event)));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(DeepeningFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
