package svc.command.task;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.spring.stereotype.Aggregate;
import svc.command.api.CancelTask;
import svc.command.api.FailTask;
import svc.command.api.Places;
import svc.command.api.QueueTask;
import svc.command.api.ReportTaskProgress;
import svc.command.api.RuleBroken;
import svc.command.api.StartTask;
import svc.command.api.SucceedTask;
import svc.command.api.TaskCancelled;
import svc.command.api.TaskFailed;
import svc.command.api.TaskProgressed;
import svc.command.api.TaskQueued;
import svc.command.api.TaskStarted;
import svc.command.api.TaskState;
import svc.command.api.TaskSucceeded;
import svc.command.api.TaskWasCancelled;
import svc.command.api.UnitNotFound;

/**
 * Long work on the work plane. Queued, then running (again after a restart when its work may run twice), then
 * succeeded, failed or cancelled, once. A cancelled task takes no more of its work: progress and success are refused,
 * so work on another thread or node stops at its next report and its result is never recorded.
 */
@Aggregate
class Task {
    @AggregateIdentifier
    private String unitId;
    private String place;
    private TaskState state;

    Task() {
    }

    @CommandHandler
    Task(QueueTask command) {
        apply(new TaskQueued(command.unitId(), command.tenant(), command.id(), command.route(), command.place(),
                command.subject(), command.mode(), command.run(), command.input(), command.trueOn(),
                command.at()));
    }

    @CommandHandler
    void handle(StartTask command) {
        if (state == TaskState.CANCELLED) {
            throw cancelled();
        }
        boolean resuming = command.resumed() && state == TaskState.RUNNING;
        if (state != TaskState.QUEUED && !resuming) {
            throw new RuleBroken("starts_once", "the task is already " + state.wire());
        }
        apply(new TaskStarted(unitId, command.resumed(), command.at()));
    }

    @CommandHandler
    void handle(ReportTaskProgress command) {
        requireRunning("reports_while_running");
        if (!(command.progress() >= 0 && command.progress() <= 1)) {
            throw new RuleBroken("progress_share", "progress is a share from 0 to 1");
        }
        apply(new TaskProgressed(unitId, command.progress(), command.note(), command.at()));
    }

    @CommandHandler
    void handle(SucceedTask command) {
        requireRunning("finishes_while_running");
        apply(new TaskSucceeded(unitId, command.resultKind(), command.resultId(), command.at()));
    }

    /** Failing a task that already ended changes nothing: the first ending stands (a cancel wins a race). */
    @CommandHandler
    void handle(FailTask command) {
        if (!state.finished()) {
            apply(new TaskFailed(unitId, command.error(), command.at()));
        }
    }

    /** Cancelling a task that already ended changes nothing; the answer shows how it ended. */
    @CommandHandler
    void handle(CancelTask command) {
        if (!Places.within(place, command.callScope())) {
            throw new UnitNotFound("task");
        }
        if (!state.finished()) {
            apply(new TaskCancelled(unitId, command.by(), command.at()));
        }
    }

    private void requireRunning(String rule) {
        if (state == TaskState.CANCELLED) {
            throw cancelled();
        }
        if (state != TaskState.RUNNING) {
            throw new RuleBroken(rule, "the task is " + state.wire() + ", not running");
        }
    }

    private static RuleBroken cancelled() {
        return new TaskWasCancelled();
    }

    @EventSourcingHandler
    void on(TaskQueued event) {
        unitId = event.unitId();
        place = event.place();
        state = TaskState.QUEUED;
    }

    @EventSourcingHandler
    void on(TaskStarted event) {
        state = TaskState.RUNNING;
    }

    @EventSourcingHandler
    void on(TaskSucceeded event) {
        state = TaskState.SUCCEEDED;
    }

    @EventSourcingHandler
    void on(TaskFailed event) {
        state = TaskState.FAILED;
    }

    @EventSourcingHandler
    void on(TaskCancelled event) {
        state = TaskState.CANCELLED;
    }
}
