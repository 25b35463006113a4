package svc.projections.workflow;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
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
import svc.command.api.UnitIds;
import svc.command.api.WorkflowArmed;
import svc.command.api.WorkflowWritten;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.ChangePoint;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code workflows} projection: workflows as true on one date and as known on another. */
@Component
@ProjectionsEnabled
@ProcessingGroup(WorkflowProjection.NAME)
class WorkflowProjection implements Rebuildable {
    static final String NAME = "workflows";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper WIRE = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    WorkflowProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(WorkflowWritten event, DomainEventMessage<WorkflowWritten> message) {
        ObjectNode write = NODES.objectNode().put("op", "write").put("id", event.id()).put("place", event.place())
                .put("strategy", event.strategy()).put("name", event.name()).put("starts_on", event.startsOn())
                .put("version", event.version());
        ArrayNode steps = write.putArray("steps");
        event.steps().forEach(step -> steps.add(WIRE.<ObjectNode>valueToTree(step)));
        store.apply(new UnitChange(event.unitId(), WorkflowFold.KIND, event.tenant(), message.getSequenceNumber(),
                Recorded.of(message), List.of(new ChangePoint(event.trueFrom(), 0, write))));
    }

    @EventHandler
    void on(WorkflowArmed event, DomainEventMessage<WorkflowArmed> message) {
        ObjectNode arm = NODES.objectNode().put("op", "arm").put("since", event.trueFrom().toString());
        store.apply(new UnitChange(event.unitId(), WorkflowFold.KIND, UnitIds.tenantOf(event.unitId()),
                message.getSequenceNumber(), Recorded.of(message),
                List.of(new ChangePoint(event.trueFrom(), 0, arm))));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(WorkflowFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
