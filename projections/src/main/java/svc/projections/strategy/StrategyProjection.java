package svc.projections.strategy;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
import svc.projections.bitemporal.ChangePoint;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code strategies} projection: strategies as true on one date and as known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(StrategyProjection.NAME)
class StrategyProjection implements Rebuildable {
    static final String NAME = "strategies";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    StrategyProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(StrategyDrafted event, DomainEventMessage<StrategyDrafted> message) {
        ObjectNode draft = NODES.objectNode().put("op", "draft").put("id", event.id()).put("place", event.place());
        draft.set("content", event.content());
        store.apply(new UnitChange(event.unitId(), StrategyFold.KIND, event.tenant(), message.getSequenceNumber(),
                Recorded.of(message), List.of(new ChangePoint(event.trueFrom(), 0, draft))));
    }

    @EventHandler
    void on(StrategyChanged event, DomainEventMessage<StrategyChanged> message) {
        ObjectNode change = NODES.objectNode().put("op", "change").put("life", event.life().wire())
                .put("version", event.version());
        change.set("content", event.content());
        store.apply(new UnitChange(event.unitId(), StrategyFold.KIND, UnitIds.tenantOf(event.unitId()),
                message.getSequenceNumber(), Recorded.of(message),
                List.of(new ChangePoint(event.trueFrom(), 0, change))));
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
