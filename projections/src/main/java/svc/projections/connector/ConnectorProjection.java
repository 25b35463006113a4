package svc.projections.connector;

import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.ConnectorInstalled;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code connectors} projection: installed connectors as true on one date and known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(ConnectorProjection.NAME)
class ConnectorProjection implements Rebuildable {
    static final String NAME = "connectors";

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    ConnectorProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(ConnectorInstalled event, DomainEventMessage<ConnectorInstalled> message) {
        store.apply(new UnitChange(event.unitId(), ConnectorFold.KIND, event.tenant(), message.getSequenceNumber(),
                Recorded.of(message), ConnectorChanges.of(event)));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(ConnectorFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
