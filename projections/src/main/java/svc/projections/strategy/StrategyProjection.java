package svc.projections.strategy;

import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.StrategyChanged;
import svc.command.api.StrategyDrafted;
import svc.command.api.UnitIds;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code strategies} projection: strategies as true on one date and as known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(StrategyProjection.NAME)
class StrategyProjection implements Rebuildable {
    static final String NAME = "strategies";

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    StrategyProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(StrategyDrafted event, DomainEventMessage<StrategyDrafted> message) {
        store.apply(new UnitChange(event.unitId(), StrategyFold.KIND, event.tenant(), message.getSequenceNumber(),
                Recorded.of(message), StrategyChanges.of(event)));
    }

    @EventHandler
    void on(StrategyChanged event, DomainEventMessage<StrategyChanged> message) {
        store.apply(new UnitChange(event.unitId(), StrategyFold.KIND, UnitIds.tenantOf(event.unitId()),
                message.getSequenceNumber(), Recorded.of(message), StrategyChanges.of(event)));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(StrategyFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
