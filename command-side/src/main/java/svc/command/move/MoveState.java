package svc.command.move;

/** Where a move stands: it waits (proposed) or runs, then ends done, failed or cancelled. */
enum MoveState {
    PROPOSED,
    RUNNING,
    DONE,
    FAILED,
    CANCELLED;

    boolean finished() {
        return this == DONE || this == FAILED || this == CANCELLED;
    }

    String wire() {
        return name().toLowerCase();
    }
}
