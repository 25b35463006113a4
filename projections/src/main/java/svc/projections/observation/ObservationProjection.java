package svc.projections.observation;

import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.ObservationRecorded;
import svc.command.api.UnitIds;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code observations} projection: observations as true on one date and known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(ObservationProjection.NAME)
class ObservationProjection implements Rebuildable {
    static final String NAME = "observations";

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    ObservationProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(ObservationRecorded event, DomainEventMessage<ObservationRecorded> message) {
        store.apply(new UnitChange(event.unitId(), ObservationFold.KIND, UnitIds.tenantOf(event.unitId()),
                message.getSequenceNumber(), Recorded.of(message), ObservationChanges.of(event)));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(ObservationFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
