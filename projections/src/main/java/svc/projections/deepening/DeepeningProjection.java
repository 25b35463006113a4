package svc.projections.deepening;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.DeepeningMade;
import svc.command.api.Embedding;
import svc.command.api.Fetched;
import svc.command.api.UnitIds;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.ChangePoint;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code deepenings} projection: deepenings as true on one date and known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(DeepeningProjection.NAME)
class DeepeningProjection implements Rebuildable {
    static final String NAME = "deepenings";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    DeepeningProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(DeepeningMade event, DomainEventMessage<DeepeningMade> message) {
        ObjectNode make = NODES.objectNode().put("op", "make").put("id", event.id())
                .put("observation", event.observation()).put("depth", event.depth()).put("task", event.task())
                .put("place", event.place());
        make.putObject("asked_by").put("id", event.askedBy().id()).put("kind", event.askedBy().kind());
        make.set("fetched", fetched(event.fetched()));
        make.set("embedding", embedding(event.embedding()));
        store.apply(new UnitChange(event.unitId(), DeepeningFold.KIND, UnitIds.tenantOf(event.unitId()),
                message.getSequenceNumber(), Recorded.of(message),
                List.of(new ChangePoint(event.trueFrom(), 0, make))));
    }

    private static ObjectNode fetched(Fetched fetched) {
        if (fetched == null) {
            return null;
        }
        return NODES.objectNode().put("address", fetched.address()).put("content_type", fetched.contentType())
                .put("bytes", fetched.bytes()).put("text", fetched.text())
                .put("fetched_at", fetched.fetchedAt().toString());
    }

    private static ObjectNode embedding(Embedding embedding) {
        if (embedding == null) {
            return null;
        }
        ObjectNode node = NODES.objectNode().put("model", embedding.model()).put("dimensions", embedding.dimensions());
        ArrayNode vector = node.putArray("vector");
        embedding.vector().forEach(vector::add);
        return node;
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(DeepeningFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
