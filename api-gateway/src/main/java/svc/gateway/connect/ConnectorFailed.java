package svc.gateway.connect;

/** A connector could not do a move's action; the message is the reason, in plain words, as the move keeps it. */
class ConnectorFailed extends RuntimeException {
    ConnectorFailed(String reason) {
        super(reason);
    }
}
