package svc.gateway.work;

import svc.command.api.ActOutcome;
import svc.gateway.card.Answer;
import svc.gateway.dispatch.ActHandler;
import svc.gateway.dispatch.Call;

/**
 * A route that answers 202 with a Task: {@link #accept} checks the call and records what the task works on, in the
 * call's transaction, and the task is queued in that same transaction; once it commits, the work plane runs the
 * route's work (a worker's job of the same route). A repeat under the call's Svc-Key answers the task held.
 */
public abstract class TaskRoute<I> implements ActHandler<I> {
    private final Tasks tasks;

    protected TaskRoute(Tasks tasks) {
        this.tasks = tasks;
    }

    /**
     * Refuses what the call cannot start (400 naming the field, 404 for a unit not in the caller's view) and records
     * the units the task works on, before the task is queued; {@code task} is the new task's id.
     */
    protected abstract void accept(I input, Call call, String task);

    @Override
    public final ActOutcome act(I input, Call call) {
        String task = Tasks.newId();
        accept(input, call, task);
        return tasks.queue(task, input, call);
    }

    @Override
    public final Answer answer(ActOutcome outcome, Call call) {
        return tasks.answer(outcome.unitId(), call);
    }

    @Override
    public final String bodyType(I input, Call call) {
        return "Task";
    }
}
