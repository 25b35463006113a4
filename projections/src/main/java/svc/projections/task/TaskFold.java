package svc.projections.task;

import svc.command.api.UnitKind;
import svc.projections.bitemporal.Fold;

/** A task's state, folded from its changes ({@link TaskChange}). */
public final class TaskFold implements Fold<TaskState, TaskChange> {
    public static final String KIND = UnitKind.TASK.wire();

    @Override
    public Class<TaskState> type() {
        return TaskState.class;
    }

    @Override
    public Class<TaskChange> changeType() {
        return TaskChange.class;
    }

    @Override
    public TaskState absent() {
        return TaskState.ABSENT;
    }
}
