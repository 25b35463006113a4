package svc.query.show;

/**
 * The Task body (design.md, Changes): where the task stands, how far it got, the route's body once it succeeded,
 * why it ended without one, when it was started and when it last moved.
 */
record TaskBody(String task, String route, String state, double progress, Object result, String error,
        String started, String updated) {
}
