package svc.command.store;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcOperations;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Group commit: the appends of every command waiting at once are written in one transaction that takes the
 * recorded-time clock once, and committed together (docs/decisions.md, "Group commit"). Commands decide on their own
 * threads; only their writes come here. An append that conflicts (a duplicate aggregate sequence, a Svc-Key row
 * another call took) fails alone and the rest of its batch commits: a batch is first written as it is, the events of
 * all its appends in one statement batch, and only when one of its appends fails is it written again with each append
 * inside a savepoint of its own (a savepoint costs two round trips to the database, and conflicts are rare). A caller
 * is answered once its batch committed, or with its own failure.
 *
 * <p>The appender writes over a connection pool of its own: callers may wait here while holding a connection of the
 * service's pool in their own transactions, and must not be the reason the appender finds that pool empty.
 */
public final class Appender implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Appender.class);

    /** Written in the appender's transaction, beside an append's events, with its JDBC operations. */
    @FunctionalInterface
    public interface Step {
        Step NONE = jdbc -> { };

        void run(JdbcOperations jdbc);
    }

    private record Pending(List<? extends EventMessage<?>> events, Step after,
            CompletableFuture<Instant> done) {
    }

    private final EventStorageEngine engine;
    private final RecordedClock clock;
    private final TransactionTemplate transactions;
    private final JdbcOperations jdbc;
    private final int maxBatch;
    private final AutoCloseable pool;
    private final BlockingQueue<Pending> waiting = new LinkedBlockingQueue<>();
    private final Thread thread;
    private volatile boolean stopped;

    Appender(EventStorageEngine engine, RecordedClock clock, TransactionTemplate transactions, JdbcOperations jdbc,
            int maxBatch, AutoCloseable pool) {
        this.engine = engine;
        this.pool = pool;
        this.clock = clock;
        this.transactions = transactions;
        this.jdbc = jdbc;
        this.maxBatch = maxBatch;
        this.thread = new Thread(this::run, "svc-appender");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Writes the events (stamped with the batch's recorded time) and then {@code after} in the next batch,
     * and returns that recorded time once it committed; throws what failed this append (Axon's conflict exceptions
     * for a duplicate sequence, Spring's for a step), or what failed the whole batch.
     */
    public Instant append(List<? extends EventMessage<?>> events, Step after) {
        Pending pending = new Pending(events, after, new CompletableFuture<>());
        if (stopped) {
            throw new IllegalStateException("the appender has stopped: the service is shutting down");
        }
        waiting.add(pending);
        if (stopped && waiting.remove(pending)) {
            throw new IllegalStateException("the appender has stopped: the service is shutting down");
        }
        try {
            return pending.done().join();
        } catch (CompletionException failed) {
            Throwable cause = failed.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw failed;
        }
    }

    private void run() {
        while (!stopped) {
            List<Pending> batch = new ArrayList<>();
            try {
                Pending first = waiting.poll(1, TimeUnit.SECONDS);
                if (first == null) {
                    continue;
                }
                batch.add(first);
                waiting.drainTo(batch, maxBatch - 1);
                commit(batch);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } catch (Throwable unexpected) {
                LOG.error("a batch of {} appends failed", batch.size(), unexpected);
                batch.forEach(pending -> pending.done().completeExceptionally(unexpected));
            }
        }
        List<Pending> left = new ArrayList<>();
        waiting.drainTo(left);
        left.forEach(pending -> pending.done().completeExceptionally(
                new IllegalStateException("the appender stopped before this append was written")));
    }

    private void commit(List<Pending> batch) {
        boolean[] anAppendFailed = {false};
        Instant stamped;
        try {
            stamped = transactions.execute(status -> {
                Instant recorded = clock.recordedTime();
                try {
                    writeTogether(batch, recorded);
                } catch (RuntimeException e) {
                    anAppendFailed[0] = true;
                    throw e;
                }
                return recorded;
            });
        } catch (RuntimeException failed) {
            // Only a failed append is written again: after a failed commit nobody knows whether the batch is in.
            if (anAppendFailed[0] && batch.size() > 1) {
                commitEachAlone(batch);
            } else {
                batch.forEach(pending -> pending.done().completeExceptionally(failed));
            }
            return;
        }
        batch.forEach(pending -> pending.done().complete(stamped));
    }

    /** Writes the batch again, each append in a savepoint, so that one that fails fails alone. */
    private void commitEachAlone(List<Pending> batch) {
        Map<Pending, RuntimeException> failed = new HashMap<>();
        Instant stamped;
        try {
            stamped = transactions.execute(status -> {
                Instant recorded = clock.recordedTime();
                for (Pending pending : batch) {
                    Object savepoint = status.createSavepoint();
                    try {
                        write(pending, recorded);
                        status.releaseSavepoint(savepoint);
                    } catch (RuntimeException e) {
                        status.rollbackToSavepoint(savepoint);
                        failed.put(pending, e);
                    }
                }
                return recorded;
            });
        } catch (RuntimeException batchFailed) {
            batch.forEach(pending -> pending.done().completeExceptionally(batchFailed));
            return;
        }
        for (Pending pending : batch) {
            RuntimeException failure = failed.get(pending);
            if (failure == null) {
                pending.done().complete(stamped);
            } else {
                pending.done().completeExceptionally(failure);
            }
        }
    }

    /**
     * Every append's events in one statement batch (one round trip, however many commands wait), then their steps in
     * order: which append a failure belongs to is found only when one fails ({@link #commitEachAlone}).
     */
    private void writeTogether(List<Pending> batch, Instant recorded) {
        List<EventMessage<?>> events = new ArrayList<>();
        for (Pending pending : batch) {
            pending.events().forEach(event -> events.add(RecordedTimeStamping.stamped(event, recorded)));
        }
        engine.appendEvents(events);
        batch.forEach(pending -> pending.after().run(jdbc));
    }

    private void write(Pending pending, Instant recorded) {
        engine.appendEvents(pending.events().stream().map(event -> RecordedTimeStamping.stamped(event, recorded))
                .toList());
        pending.after().run(jdbc);
    }

    @Override
    public void close() throws Exception {
        stopped = true;
        thread.interrupt();
        thread.join(TimeUnit.SECONDS.toMillis(10));
        pool.close();
    }
}
