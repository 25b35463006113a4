package svc.workers.tasks;

import svc.gateway.register.Route;

/**
 * The work of a task route ({@code svc.gateway.work.TaskRoute} accepts the call and queues the task): what the work
 * plane runs once the task's queueing has committed, on whichever node claims it.
 */
public interface TaskJob<I> {
    /** The route whose tasks this works. */
    Route route();

    /** Does the work. Throwing fails the task with the exception's message; {@link TaskStopped} ends it quietly. */
    void run(I input, TaskRun run) throws Exception;

    /**
     * Whether a task that was running when its process died is run again from the start after a restart; work that
     * cannot safely be done twice answers false, and such a task is failed explicitly instead.
     */
    default boolean resumable() {
        return true;
    }

    /**
     * Called once the task has ended without succeeding ({@code state} {@code cancelled} or {@code failed}, with the
     * reason), whether or not its work had begun, so the work can close what the route recorded when it accepted.
     */
    default void ended(I input, TaskRun run, String state, String why) {
    }
}
