package svc.gateway.work;

/**
 * The unit a task makes takes the task's own id ({@code tk_x} makes {@code dp_x}), so the route that accepts the
 * call, the job that does the work and the end that closes it each find the unit from the task alone, and a task run
 * again after a restart still makes one unit.
 */
public final class TaskUnits {
    private TaskUnits() {
    }

    /** The Deepening an act/deepen task makes. */
    public static String deepening(String task) {
        return "dp_" + idOf(task);
    }

    /** The Move an act/act_through_connector task works. */
    public static String move(String task) {
        return "mv_" + idOf(task);
    }

    private static String idOf(String task) {
        return task.substring("tk_".length());
    }
}
