package svc.projections.task;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import svc.projections.bitemporal.UnitState;

/**
 * A task at one time: what it was queued for (its route, subject and the true-on date its result is read on), where
 * it stands, how far it got, the unit it made or why it ended without one, and when it started and last moved.
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TaskState(boolean present, String updated, String id, String route, String place, String subject,
        String trueOn, String state, double progress, String started, Result result, String error, String note)
        implements UnitState {
    static final TaskState ABSENT = new TaskState(false, null, null, null, null, null, null, null, 0.0, null, null,
            null, null);

    /** The unit a succeeded task made, which its route's body is read from. */
    public record Result(String kind, String id) {
    }

    /** Queued again from the start: nothing done, no result, no error; a note it had is kept. */
    TaskState queued(String at, String id, String route, String place, String subject, String trueOn) {
        return new TaskState(true, at, id, route, place, subject, trueOn, "queued", 0.0, at, null, null, note);
    }

    TaskState started(String at) {
        return new TaskState(present, at, id, route, place, subject, trueOn, "running", progress, started, result,
                error, note);
    }

    TaskState progressed(String at, double progress, String note) {
        return new TaskState(present, at, id, route, place, subject, trueOn, state, progress, started, result,
                error, note);
    }

    TaskState succeeded(String at, Result result) {
        return new TaskState(present, at, id, route, place, subject, trueOn, "succeeded", 1.0, started, result,
                error, note);
    }

    TaskState failed(String at, String error) {
        return new TaskState(present, at, id, route, place, subject, trueOn, "failed", progress, started, result,
                error, note);
    }

    TaskState cancelled(String at, String by) {
        return new TaskState(present, at, id, route, place, subject, trueOn, "cancelled", progress, started, result,
                "cancelled by " + by, note);
    }
}
