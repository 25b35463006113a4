package svc.projections.telling;

import java.time.Instant;
import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.TellingCallFailed;
import svc.command.api.TellingDisabled;
import svc.command.api.TellingRegistered;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.UnitChange;
import svc.projections.delivery.DeliveryChanges;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code tellings} projection: registered Tellings, without their sealed secrets. */
@Component
@ProjectionsEnabled
@ProcessingGroup(TellingProjection.NAME)
class TellingProjection implements Rebuildable {
    static final String NAME = "tellings";

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    TellingProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(TellingRegistered event, DomainEventMessage<TellingRegistered> message) {
        store.apply(new UnitChange(event.unitId(), TellingFold.KIND, event.tenant(), message.getSequenceNumber(),
                Recorded.of(message), TellingChanges.of(event)));
    }

    @EventHandler
    void on(TellingCallFailed event, DomainEventMessage<TellingCallFailed> message) {
        change(event.unitId(), message, event.call().at(), TellingChanges.callFailed(event));
    }

    @EventHandler
    void on(TellingDisabled event, DomainEventMessage<TellingDisabled> message) {
        change(event.unitId(), message, event.at(), TellingChanges.disabled(event));
    }

    private void change(String unitId, DomainEventMessage<?> message, Instant from, TellingChange change) {
        store.apply(DeliveryChanges.of(TellingFold.KIND, unitId, message, from, change));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(TellingFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
