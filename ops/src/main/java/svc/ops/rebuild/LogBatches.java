package svc.ops.rebuild;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;

/**
 * The log from a position, in batches of many events: the engine fetches them a large batch per query and the
 * rebuild handles each batch in one transaction. A batch comes back empty once the reader has caught up.
 */
final class LogBatches implements AutoCloseable {
    private final Stream<? extends TrackedEventMessage<?>> stream;
    private final Iterator<? extends TrackedEventMessage<?>> events;
    private final int size;

    LogBatches(JdbcEventStorageEngine engine, TrackingToken from, int size) {
        this.stream = engine.readEvents(from, false);
        this.events = stream.iterator();
        this.size = size;
    }

    List<TrackedEventMessage<?>> next() {
        List<TrackedEventMessage<?>> batch = new ArrayList<>(size);
        while (batch.size() < size && events.hasNext()) {
            batch.add(events.next());
        }
        return batch;
    }

    @Override
    public void close() {
        stream.close();
    }
}
