package svc.projections.move;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    MoveProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(MoveProposed event, DomainEventMessage<MoveProposed> message) {
        apply(event.unitId(), message, event.trueFrom(), make(event.id(), event.installedConnector(),
                event.kindOfAction(), event.arguments(), event.argumentSources(), "proposed", event.by(),
                event.task(), event.place()));
    }

    @EventHandler
    void on(MoveStarted event, DomainEventMessage<MoveStarted> message) {
        apply(event.unitId(), message, event.trueFrom(), make(event.id(), event.installedConnector(),
                event.kindOfAction(), event.arguments(), event.argumentSources(), "running", event.by(),
                event.task(), event.place()));
    }

    @EventHandler
    void on(MoveDone event, DomainEventMessage<MoveDone> message) {
        apply(event.unitId(), message, event.trueFrom(),
                NODES.objectNode().put("op", "done").put("source_id", event.sourceId()));
    }

    @EventHandler
    void on(MoveFailed event, DomainEventMessage<MoveFailed> message) {
        apply(event.unitId(), message, event.trueFrom(),
                NODES.objectNode().put("op", "fail").put("reason", event.reason()));
    }

    @EventHandler
    void on(MoveCancelled event, DomainEventMessage<MoveCancelled> message) {
        apply(event.unitId(), message, event.trueFrom(),
                NODES.objectNode().put("op", "cancel").put("reason", event.reason()));
    }

    private static ObjectNode make(String id, String connector, String kindOfAction, ObjectNode arguments,
            Map<String, String> sources, String state, String by, String task, String place) {
        ObjectNode make = NODES.objectNode().put("op", "make").put("id", id).put("installed_connector", connector)
                .put("kind_of_action", kindOfAction).put("state", state).put("by", by).put("task", task)
                .put("place", place);
        make.set("arguments", arguments);
        ObjectNode sourcesNode = make.putObject("argument_sources");
        new TreeMap<>(sources).forEach(sourcesNode::put);
        return make;
    }

    private void apply(String unitId, DomainEventMessage<?> message, Instant trueFrom, ObjectNode op) {
        store.apply(new UnitChange(unitId, MoveFold.KIND, UnitIds.tenantOf(unitId), message.getSequenceNumber(),
                Recorded.of(message), List.of(new ChangePoint(trueFrom, 0, op))));
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
