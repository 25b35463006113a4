package svc.projections.task;

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

    private final BitemporalStore store;
    private final JdbcTemplate jdbc;

    TaskProjection(BitemporalStore store, JdbcTemplate jdbc) {
        this.store = store;
        this.jdbc = jdbc;
    }

    @EventHandler
    void on(TaskQueued event, DomainEventMessage<TaskQueued> message) {
        apply(event.unitId(), message, TaskChanges.of(event));
    }

    @EventHandler
    void on(TaskStarted event, DomainEventMessage<TaskStarted> message) {
        apply(event.unitId(), message, TaskChanges.of(event));
    }

    @EventHandler
    void on(TaskProgressed event, DomainEventMessage<TaskProgressed> message) {
        apply(event.unitId(), message, TaskChanges.of(event));
    }

    @EventHandler
    void on(TaskSucceeded event, DomainEventMessage<TaskSucceeded> message) {
        apply(event.unitId(), message, TaskChanges.of(event));
    }

    @EventHandler
    void on(TaskFailed event, DomainEventMessage<TaskFailed> message) {
        apply(event.unitId(), message, TaskChanges.of(event));
    }

    @EventHandler
    void on(TaskCancelled event, DomainEventMessage<TaskCancelled> message) {
        apply(event.unitId(), message, TaskChanges.of(event));
    }

    private void apply(String unitId, DomainEventMessage<?> message, List<ChangePoint> points) {
        store.apply(new UnitChange(unitId, TaskFold.KIND, UnitIds.tenantOf(unitId), message.getSequenceNumber(),
                Recorded.of(message), points));
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
