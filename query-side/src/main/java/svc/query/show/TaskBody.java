package svc.query.show;

import svc.projections.task.TaskState;

/**
 * The Task body (design.md, Changes): where the task stands, how far it got, the route's body once it succeeded,
 * why it ended without one, when it was started and when it last moved.
 */
record TaskBody(String task, String route, String state, double progress, Object result, String error,
        String started, String updated) {
    /** {@code result} is the body of the unit the task made, read apart; null until it succeeded. */
    static TaskBody of(TaskState state, Object result) {
        return new TaskBody(state.id(), state.route(), state.state(), state.progress(), result, state.error(),
                state.started(), state.updated());
    }
}
