package svc.command.run;

/** Where a run is, as the beat sees it. */
enum RunState {
    WAITING, TAKEN_UP, PARKED
}
