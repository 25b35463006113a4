package svc.projections.publishing;

import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.PublishingRecorded;
import svc.command.api.PublishingWithdrawn;
import svc.command.api.UnitIds;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.ChangePoint;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code publishings} projection: publishings as true on one date and known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(PublishingProjection.NAME)
class PublishingProjection implements Rebuildable {
    static final String NAME = "publishings";

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    PublishingProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(PublishingRecorded event, DomainEventMessage<PublishingRecorded> message) {
        apply(event.unitId(), message, PublishingChanges.of(event));
    }

    @EventHandler
    void on(PublishingWithdrawn event, DomainEventMessage<PublishingWithdrawn> message) {
        apply(event.unitId(), message, PublishingChanges.of(event));
    }

    private void apply(String unitId, DomainEventMessage<?> message, List<ChangePoint> points) {
        store.apply(new UnitChange(unitId, PublishingFold.KIND, UnitIds.tenantOf(unitId),
                message.getSequenceNumber(), Recorded.of(message), points));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(PublishingFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
