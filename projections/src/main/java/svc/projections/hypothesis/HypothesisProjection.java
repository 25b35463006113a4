package svc.projections.hypothesis;

import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.DomainEventMessage;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.HypothesisRecorded;
import svc.command.api.HypothesisSettled;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.UnitChange;

/** The {@code hypotheses} projection: hypotheses as true on one date and as known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(HypothesisProjection.NAME)
class HypothesisProjection {
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

    @ResetHandler
    void reset() {
        jdbc.update("DELETE FROM bt_unit WHERE kind = ?", HypothesisFold.KIND);
        jdbc.update("DELETE FROM bt_change WHERE kind = ?", HypothesisFold.KIND);
    }
}
