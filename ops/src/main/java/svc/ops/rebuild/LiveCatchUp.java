package svc.ops.rebuild;

import java.util.ArrayList;
import java.util.List;
import org.axonframework.eventhandling.Segment;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import svc.projections.bitemporal.BitemporalStore;

/**
 * Brings the live tables of a projection whose claims the rebuild holds to exactly the rebuild's position, segment by
 * segment from each segment's own token, so that fresh and live can be compared row for row. Events past the
 * rebuild's position are left for the live processor.
 */
final class LiveCatchUp {
    private LiveCatchUp() {
    }

    static void to(TrackingToken position, RebuildTarget target, TokenStore tokens, JdbcEventStorageEngine log,
            FreshTables tables, BitemporalStore store, int batchSize) {
        if (position == null) {
            return;
        }
        int[] ids = tokens.fetchSegments(target.name());
        List<Segment> segments = new ArrayList<>();
        List<TrackingToken> reached = new ArrayList<>();
        if (ids.length == 0) {
            segments.add(Segment.ROOT_SEGMENT);
            reached.add(null);
        }
        for (int id : ids) {
            segments.add(Segment.computeSegment(id, ids));
            reached.add(tokens.fetchToken(target.name(), id));
        }
        TrackingToken from = reached.get(0);
        for (TrackingToken token : reached) {
            from = from == null || token == null ? null : from.lowerBound(token);
        }
        try (LogBatches batches = new LogBatches(log, from, batchSize)) {
            for (List<TrackedEventMessage<?>> batch = batches.next(); !batch.isEmpty(); batch = batches.next()) {
                List<TrackedEventMessage<?>> events = batch;
                tables.live(() -> {
                    store.inBatch(() -> events.stream().filter(event -> position.covers(event.trackingToken()))
                            .forEach(event -> {
                                for (int i = 0; i < segments.size(); i++) {
                                    TrackingToken done = reached.get(i);
                                    if (done == null || !done.covers(event.trackingToken())) {
                                        target.handle(event, segments.get(i));
                                    }
                                }
                            }));
                    return null;
                });
            }
        }
        tables.live(() -> {
            for (int id : ids) {
                tokens.storeToken(position, target.name(), id);
            }
            return null;
        });
    }
}
