package svc.projections.task;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import svc.projections.bitemporal.Change;
import svc.projections.bitemporal.NamedInOp;

/**
 * What a change point does to a task: where it stands, how far it got, its result or why it ended without one, and
 * when it moved. Every change holds from {@code at} (an instant as text), which becomes the task's last update.
 */
@NamedInOp
@JsonSubTypes({
        @JsonSubTypes.Type(value = TaskChange.Queued.class, name = "queue"),
        @JsonSubTypes.Type(value = TaskChange.Started.class, name = "start"),
        @JsonSubTypes.Type(value = TaskChange.Progressed.class, name = "progress"),
        @JsonSubTypes.Type(value = TaskChange.Succeeded.class, name = "succeed"),
        @JsonSubTypes.Type(value = TaskChange.Failed.class, name = "fail"),
        @JsonSubTypes.Type(value = TaskChange.Cancelled.class, name = "cancel")})
sealed interface TaskChange extends Change<TaskState> {
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record Queued(String at, String id, String route, String place, String subject, String trueOn)
            implements TaskChange {
        @Override
        public TaskState applyTo(TaskState state) {
            return state.queued(at, id, route, place, subject, trueOn);
        }
    }

    /** Whether it was resumed is kept because the stored change points have it; the state does not tell it. */
    record Started(String at, boolean resumed) implements TaskChange {
        @Override
        public TaskState applyTo(TaskState state) {
            return state.started(at);
        }
    }

    record Progressed(String at, double progress, String note) implements TaskChange {
        @Override
        public TaskState applyTo(TaskState state) {
            return state.progressed(at, progress, note);
        }
    }

    record Succeeded(String at, TaskState.Result result) implements TaskChange {
        @Override
        public TaskState applyTo(TaskState state) {
            return state.succeeded(at, result);
        }
    }

    record Failed(String at, String error) implements TaskChange {
        @Override
        public TaskState applyTo(TaskState state) {
            return state.failed(at, error);
        }
    }

    record Cancelled(String at, String by) implements TaskChange {
        @Override
        public TaskState applyTo(TaskState state) {
            return state.cancelled(at, by);
        }
    }
}
