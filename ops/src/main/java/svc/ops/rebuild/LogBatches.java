package svc.ops.rebuild;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;

/**
 * The log from a position, in batches of many events: the engine fetches them a large batch per query and the
 * rebuild handles each batch in one transaction. A batch comes back empty once the reader has caught up.
 *
 * <p>The next batch is read on a thread of its own while the rebuild handles the one before, its payloads and metadata
 * deserialised there too: on two cores, reading and decoding the log took a fifth of the first pass, one after the
 * other with handling it (docs/performance.md).
 */
final class LogBatches implements AutoCloseable {
    private final Stream<? extends TrackedEventMessage<?>> stream;
    private final Iterator<? extends TrackedEventMessage<?>> events;
    private final int size;
    private final ExecutorService reader = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "rebuild-log-reader");
        thread.setDaemon(true);
        return thread;
    });
    private Future<List<TrackedEventMessage<?>>> ahead;

    LogBatches(JdbcEventStorageEngine engine, TrackingToken from, int size) {
        this.stream = engine.readEvents(from, false);
        this.events = stream.iterator();
        this.size = size;
        this.ahead = reader.submit(this::read);
    }

    List<TrackedEventMessage<?>> next() {
        if (ahead == null) {
            return List.of();
        }
        List<TrackedEventMessage<?>> batch;
        try {
            batch = ahead.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the log was read", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException failure ? failure
                    : new IllegalStateException("the log could not be read", e.getCause());
        }
        ahead = batch.isEmpty() ? null : reader.submit(this::read);
        return batch;
    }

    private List<TrackedEventMessage<?>> read() {
        List<TrackedEventMessage<?>> batch = new ArrayList<>(size);
        while (batch.size() < size && events.hasNext()) {
            TrackedEventMessage<?> event = events.next();
            decode(event);
            batch.add(event);
        }
        return batch;
    }

    /**
     * Decodes the message's metadata and payload, which it keeps. One that cannot be decoded keeps nothing and fails
     * again, with the same cause, where a handler reads it, as it would had nothing been read ahead.
     */
    private static void decode(TrackedEventMessage<?> event) {
        try {
            event.getMetaData();
            event.getPayload();
        } catch (RuntimeException leftForTheHandler) {
            return;
        }
    }

    @Override
    public void close() {
        if (ahead != null) {
            ahead.cancel(true);
        }
        reader.shutdownNow();
        try {
            reader.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            stream.close();
        }
    }
}
