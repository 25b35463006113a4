package svc.workers.connect;

import svc.workers.tasks.TaskFailure;

/**
 * A connector could not do a move's action; the message is the reason, in plain words, as the move keeps it and the
 * task's error tells it.
 */
class ConnectorFailed extends TaskFailure {
    ConnectorFailed(String reason) {
        super(reason);
    }

    ConnectorFailed(String reason, Throwable cause) {
        super(reason, cause);
    }
}
