package svc.workers.deepen;

import svc.workers.tasks.TaskFailure;

/** A source could not be fetched; the message says why in plain words, as the failed task shows it. */
class FetchFailed extends TaskFailure {
    FetchFailed(String why) {
        super(why);
    }
}
