package svc.projections.task;

import java.time.Instant;
import java.util.List;
import svc.command.api.TaskCancelled;
import svc.command.api.TaskFailed;
import svc.command.api.TaskProgressed;
import svc.command.api.TaskQueued;
import svc.command.api.TaskStarted;
import svc.command.api.TaskSucceeded;
import svc.projections.bitemporal.ChangePoint;

/** Task events as change points for the bitemporal store: each holds from the moment it happened. */
final class TaskChanges {
    private TaskChanges() {
    }

    static List<ChangePoint> of(TaskQueued event) {
        return at(event.at(), new TaskChange.Queued(event.at().toString(), event.id(), event.route(), event.place(),
                event.subject(), event.trueOn().toString()));
    }

    static List<ChangePoint> of(TaskStarted event) {
        return at(event.at(), new TaskChange.Started(event.at().toString(), event.resumed()));
    }

    static List<ChangePoint> of(TaskProgressed event) {
        return at(event.at(), new TaskChange.Progressed(event.at().toString(), event.progress(), event.note()));
    }

    static List<ChangePoint> of(TaskSucceeded event) {
        return at(event.at(), new TaskChange.Succeeded(event.at().toString(),
                new TaskState.Result(event.resultKind(), event.resultId())));
    }

    static List<ChangePoint> of(TaskFailed event) {
        return at(event.at(), new TaskChange.Failed(event.at().toString(), event.error()));
    }

    static List<ChangePoint> of(TaskCancelled event) {
        return at(event.at(), new TaskChange.Cancelled(event.at().toString(), event.by()));
    }

    private static List<ChangePoint> at(Instant at, TaskChange change) {
        return List.of(new ChangePoint(at, 0, change));
    }
}
