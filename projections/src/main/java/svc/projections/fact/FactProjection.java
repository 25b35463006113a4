package svc.projections.fact;

import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.FactRecorded;
import svc.command.api.PlainFacts;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code facts} projection: every plain fact as true on one date and known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(FactProjection.NAME)
public class FactProjection implements Rebuildable {
    public static final String NAME = "facts";

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    FactProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(FactRecorded event, DomainEventMessage<FactRecorded> message) {
        store.apply(new UnitChange(event.unitId(), event.kind(), event.tenant(), message.getSequenceNumber(),
                Recorded.of(message), FactChanges.of(event)));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(PlainFacts.KINDS.toArray(String[]::new));
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
