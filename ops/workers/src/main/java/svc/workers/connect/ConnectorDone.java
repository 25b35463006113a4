package svc.workers.connect;

/**
 * What a connector did: the source's own id for it (null when the source gave none), and what is to be recorded
 * with the move's completion, in the same transaction.
 */
record ConnectorDone(String sourceId, Runnable record) {
}
