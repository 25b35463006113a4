package svc.command.api;

/** Work of a cancelled task was refused: whoever runs it stops, and records nothing more of it. */
public class TaskWasCancelled extends RuleBroken {
    public TaskWasCancelled() {
        super("cancelled", "the task was cancelled");
    }
}
