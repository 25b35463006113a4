package svc.projections.publishing;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    PublishingProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(PublishingRecorded event, DomainEventMessage<PublishingRecorded> message) {
        ObjectNode record = NODES.objectNode().put("op", "record").put("id", event.id())
                .put("title", event.title()).put("channel", event.channel()).put("place", event.place());
        List<ChangePoint> points = ChangePoint.trueFromTo(event.trueFrom(), record, event.trueTo());
        apply(event.unitId(), message, points);
    }

    @EventHandler
    void on(PublishingWithdrawn event, DomainEventMessage<PublishingWithdrawn> message) {
        ObjectNode withdraw = NODES.objectNode().put("op", "withdraw").put("reason", event.reason())
                .put("withdrawn_by", event.withdrawnBy());
        apply(event.unitId(), message, List.of(new ChangePoint(event.trueFrom(), 0, withdraw)));
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
