package svc.gateway.work;

/**
 * Where queued tasks are run: the work plane of a serving process (the workers' module), absent in a process that
 * runs no tasks. The gateway queues a task and tells the plane; it never runs one itself.
 */
public interface TaskPlane {
    /** A task was queued and its transaction committed: run it here if this process has room. */
    void queued(String unitId);

    /** A task was cancelled: stop its work at once if it runs here. */
    void cancelled(String unitId);
}
