package svc.projections.hypothesis;

import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code hypotheses} projection: hypotheses as true on one date and as known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(HypothesisProjection.NAME)
class HypothesisProjection implements Rebuildable {
    static final String NAME = "hypotheses";

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    HypothesisProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(HypothesisRecorded event, DomainEventMessage<HypothesisRecorded> message) {
        store.apply(new UnitChange(event.unitId(), HypothesisFold.KIND, event.tenant(), message.getSequenceNumber(),
                Recorded.of(message), HypothesisChanges.of(event)));
    }

    @EventHandler
    void on(HypothesisSettled event, DomainEventMessage<HypothesisSettled> message) {
        store.apply(new UnitChange(event.unitId(), HypothesisFold.KIND, HypothesisChanges.tenantOf(event.unitId()),
                message.getSequenceNumber(), Recorded.of(message), HypothesisChanges.of(event)));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(HypothesisFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
