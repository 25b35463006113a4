package svc.workers.tasks;

/** The task was cancelled while its work ran: the work stops, and nothing more of it is recorded. */
public class TaskStopped extends RuntimeException {
    public TaskStopped(String task) {
        super("task " + task + " was cancelled");
    }
}
