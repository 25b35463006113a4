package svc.workers.tasks;

/** The work cannot be done, for a reason told to the caller as it is: plain words, never a class name or a stack. */
public class TaskFailure extends RuntimeException {
    public TaskFailure(String reason) {
        super(reason);
    }

    public TaskFailure(String reason, Throwable cause) {
        super(reason, cause);
    }
}
