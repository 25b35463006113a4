package svc.projections.move;

import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.MoveCancelled;
import svc.command.api.MoveDone;
import svc.command.api.MoveFailed;
import svc.command.api.MoveProposed;
import svc.command.api.MoveStarted;
import svc.command.api.UnitIds;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.ChangePoint;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code moves} projection: moves through connectors as true on one date and known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(MoveProjection.NAME)
class MoveProjection implements Rebuildable {
    static final String NAME = "moves";

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    MoveProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(MoveProposed event, DomainEventMessage<MoveProposed> message) {
        apply(event.unitId(), message, MoveChanges.of(event));
    }

    @EventHandler
    void on(MoveStarted event, DomainEventMessage<MoveStarted> message) {
        apply(event.unitId(), message, MoveChanges.of(event));
    }

    @EventHandler
    void on(MoveDone event, DomainEventMessage<MoveDone> message) {
        apply(event.unitId(), message, MoveChanges.of(event));
    }

    @EventHandler
    void on(MoveFailed event, DomainEventMessage<MoveFailed> message) {
        apply(event.unitId(), message, MoveChanges.of(event));
    }

    @EventHandler
    void on(MoveCancelled event, DomainEventMessage<MoveCancelled> message) {
        apply(event.unitId(), message, MoveChanges.of(event));
    }

    private void apply(String unitId, DomainEventMessage<?> message, List<ChangePoint> points) {
        store.apply(new UnitChange(unitId, MoveFold.KIND, UnitIds.tenantOf(unitId), message.getSequenceNumber(),
                Recorded.of(message), points));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(MoveFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
