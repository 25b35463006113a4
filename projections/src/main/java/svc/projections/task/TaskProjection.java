package svc.projections.task;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.TaskCancelled;
import svc.command.api.TaskFailed;
import svc.command.api.TaskProgressed;
import svc.command.api.TaskQueued;
import svc.command.api.TaskStarted;
import svc.command.api.TaskSucceeded;
import svc.command.api.UnitIds;
import svc.command.store.Recorded;
import svc.projections.ProjectionsEnabled;
import svc.projections.bitemporal.BitemporalStore;
import svc.projections.bitemporal.ChangePoint;
import svc.projections.bitemporal.UnitChange;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;

/** The {@code tasks} projection: each task as it stood at each moment, as known at each moment. */
@Component
@ProjectionsEnabled
@ProcessingGroup(TaskProjection.NAME)
public class TaskProjection implements Rebuildable {
    public static final String NAME = "tasks";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    TaskProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(TaskQueued event, DomainEventMessage<TaskQueued> message) {
        apply(event.unitId(), message, event.at(), op("queue", event.at()).put("id", event.id())
                .put("route", event.route()).put("place", event.place()).put("subject", event.subject())
                .put("true_on", event.trueOn().toString()));
    }

    @EventHandler
    void on(TaskStarted event, DomainEventMessage<TaskStarted> message) {
        apply(event.unitId(), message, event.at(), op("start", event.at()).put("resumed", event.resumed()));
    }

    @EventHandler
    void on(TaskProgressed event, DomainEventMessage<TaskProgressed> message) {
        apply(event.unitId(), message, event.at(), op("progress", event.at()).put("progress", event.progress())
                .put("note", event.note()));
    }

    @EventHandler
    void on(TaskSucceeded event, DomainEventMessage<TaskSucceeded> message) {
        ObjectNode succeed = op("succeed", event.at());
        succeed.putObject("result").put("kind", event.resultKind()).put("id", event.resultId());
        apply(event.unitId(), message, event.at(), succeed);
    }

    @EventHandler
    void on(TaskFailed event, DomainEventMessage<TaskFailed> message) {
        apply(event.unitId(), message, event.at(), op("fail", event.at()).put("error", event.error()));
    }

    @EventHandler
    void on(TaskCancelled event, DomainEventMessage<TaskCancelled> message) {
        apply(event.unitId(), message, event.at(), op("cancel", event.at()).put("by", event.by()));
    }

    private static ObjectNode op(String name, Instant at) {
        return NODES.objectNode().put("op", name).put("at", at.toString());
    }

    private void apply(String unitId, DomainEventMessage<?> message, Instant at, ObjectNode op) {
        store.apply(new UnitChange(unitId, TaskFold.KIND, UnitIds.tenantOf(unitId), message.getSequenceNumber(),
                Recorded.of(message), List.of(new ChangePoint(at, 0, op))));
    }

    @Override
    public List<OwnedRows> rows() {
        return OwnedRows.ofKinds(TaskFold.KIND);
    }

    @ResetHandler
    void reset() {
        forget(jdbc);
    }
}
