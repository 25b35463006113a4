package svc.query.api;

/**
 * One event of the platform's log as stored, so a replica keeps it byte for byte: its global index, id, aggregate,
 * sequence, types, payload and metadata (JSON text) and recorded timestamp.
 */
public record FeedEvent(long index, String id, String aggregate, String aggregateType, long seq, String type,
        String revision, String payload, String metadata, String timestamp) {
}
