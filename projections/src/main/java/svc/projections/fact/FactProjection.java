package svc.projections.fact;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.FactRecorded;
import svc.command.api.PlainFacts;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.ChangePoint;
import svc.projections.bitemporal.UnitChange;

/** The {@code facts} projection: every plain fact as true on one date and known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(FactProjection.NAME)
public class FactProjection {
    public static final String NAME = "facts";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    FactProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(FactRecorded event, DomainEventMessage<FactRecorded> message) {
        ObjectNode record = NODES.objectNode().put("op", "record").put("id", event.id()).put("kind", event.kind())
                .put("place", event.place());
        record.set("fields", event.fields());
        List<ChangePoint> points = new ArrayList<>();
        points.add(new ChangePoint(event.trueFrom(), 0, record));
        if (event.trueTo() != null) {
            points.add(new ChangePoint(event.trueTo(), 1, NODES.objectNode().put("op", "end")));
        }
        store.apply(new UnitChange(event.unitId(), event.kind(), event.tenant(), message.getSequenceNumber(),
                Recorded.of(message), points));
    }

    @ResetHandler
    void reset() {
        for (String kind : PlainFacts.KINDS) {
            jdbc.update("DELETE FROM bt_unit WHERE kind = ?", kind);
            jdbc.update("DELETE FROM bt_change WHERE kind = ?", kind);
        }
    }
}
