package svc.command.api;

/** Where a task stands (design.md, Changes). */
public enum TaskState {
    QUEUED("queued"),
    RUNNING("running"),
    SUCCEEDED("succeeded"),
    FAILED("failed"),
    CANCELLED("cancelled");

    private final String wire;

    TaskState(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public boolean finished() {
        return this == SUCCEEDED || this == FAILED || this == CANCELLED;
    }
}
