package svc.command.store;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;
import java.util.function.Predicate;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingEventStream;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Axon's embedded event store, whose streams call their reader back as soon as new events can be read. A pooled
 * processor whose stream cannot call back looks for new events every 500 ms when idle (a literal in Axon's
 * coordinator, docs/decisions.md): an act answered from a projection waited that long for its own change. Here one
 * watcher tails the store's shared cache of new events, which is filled right after a local commit (and by the
 * store's poll of the log, or {@link #readNow}, for other nodes' commits); when events arrive, every open stream's
 * reader is called back, so each processor takes them up at once. A processor none of whose handlers takes any of
 * the new events is called back at most once per {@code unconcerned}, and at once when someone waits for it
 * ({@link #hurry}): eighteen processors of four segments each woke for every event, one act's event cost their threads
 * more CPU than its own projection did (docs/decisions.md, "Processors woken for the events they take").
 */
public class CallingBackEventStore extends EmbeddedEventStore implements ProcessorWakeUps {
    private static final Logger LOG = LoggerFactory.getLogger(CallingBackEventStore.class);
    private static final int WATCH_SECONDS = 1;

    private final Set<StreamReader> readers = ConcurrentHashMap.newKeySet();
    private volatile Runnable appended = () -> { };
    private volatile Thread watcher;
    private volatile boolean stopped;
    private volatile boolean hurried;
    private volatile Function<String, Predicate<Class<?>>> takenBy = processor -> type -> true;

    private final long gatherNanos;
    private final long unconcernedNanos;

    protected CallingBackEventStore(Builder builder, Duration gather, Duration unconcerned) {
        super(builder);
        this.gatherNanos = gather.toNanos();
        this.unconcernedNanos = unconcerned.toNanos();
    }

    /**
     * The store; its processors are called back at most once per {@code gather}: the first event after a quiet
     * spell at once, and under a steady stream of commits whatever arrived in the window together, so that each
     * processor handles them in one batch and one transaction instead of one event at a time; a processor that takes
     * none of them at most once per {@code unconcerned}.
     */
    public static CallingBackEventStore of(Builder builder, Duration gather, Duration unconcerned) {
        return new CallingBackEventStore(builder, gather, unconcerned);
    }

    /** What each processor's handlers take, by the processor's name; until told, every processor takes everything. */
    public void takenBy(Function<String, Predicate<Class<?>>> processors) {
        this.takenBy = processors;
    }

    /** A stream whose reader is a processor's coordinator where one opens it on its own thread. */
    @Override
    public TrackingEventStream openStream(TrackingToken trackingToken) {
        watch();
        String processor = CoordinatorThreads.current().orElse(null);
        TakenTypes taken = new TakenTypes(() -> takenBy.apply(processor));
        return new CallingBackStream(super.openStream(trackingToken), readers, callback -> new StreamReader(
                processor, callback, taken, unconcernedNanos, System.nanoTime()), processor == null ? null : taken);
    }

    /** Reads the log now rather than at the next poll: another node committed (it said so over a notification). */
    public void readNow() {
        super.afterCommit(List.of());
    }

    /**
     * Also reads the log now: a waiter on this node may wait for another node's commit, which the notification of
     * it or the next poll would otherwise bring ({@link AppendSignal}, {@code fetch-delay}).
     */
    @Override
    public void hurry(String processor) {
        hurried = true;
        long now = System.nanoTime();
        readers.stream().filter(reader -> reader.reads(processor)).forEach(reader -> reader.hurried(now));
        readNow();
        Thread running = watcher;
        if (running != null) {
            LockSupport.unpark(running);
        }
    }

    /** Called after each local commit that appended events (to tell the other nodes, {@link AppendSignal}). */
    public void onAppend(Runnable whenAppended) {
        this.appended = whenAppended;
    }

    /**
     * Axon calls this when the unit of work ends; where that unit took part in a transaction begun around it (an act
     * runs its commands in one with its Svc-Key row), the events are not committed yet, and readers woken now find
     * nothing and go back to waiting for the next poll. So the readers, here and on other nodes, are woken when the
     * outermost transaction commits.
     */
    @Override
    protected void afterCommit(List<? extends EventMessage<?>> events) {
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
                @Override
                public void afterCommit() {
                    committed(events);
                }
            });
        } else {
            committed(events);
        }
    }

    private void committed(List<? extends EventMessage<?>> events) {
        super.afterCommit(events);
        if (!events.isEmpty()) {
            appended.run();
        }
    }

    @Override
    public void shutDown() {
        stopped = true;
        Thread running = watcher;
        if (running != null) {
            running.interrupt();
        }
        super.shutDown();
    }

    private void watch() {
        if (watcher != null || stopped) {
            return;
        }
        synchronized (readers) {
            if (watcher == null) {
                watcher = new Thread(this::tail, "svc-event-watcher");
                watcher.setDaemon(true);
                watcher.start();
            }
        }
    }

    /**
     * Tails the head of the log: each time new events can be read, it reads past them and offers them to every
     * reader, but not sooner than {@code gather} after it last did unless someone waits for the readers
     * ({@link #hurry}): docs/decisions.md, "Wake-ups gathered under load". Between new events it calls back the
     * readers left behind once they are due.
     */
    private void tail() {
        long lastCalled = System.nanoTime() - gatherNanos;
        try (TrackingEventStream head = super.openStream(createHeadToken())) {
            while (!stopped) {
                boolean anyOwed = readers.stream().anyMatch(StreamReader::owed);
                long watchNanos = anyOwed ? Math.max(unconcernedNanos, TimeUnit.MILLISECONDS.toNanos(1))
                        : TimeUnit.SECONDS.toNanos(WATCH_SECONDS);
                if (!head.hasNextAvailable((int) TimeUnit.NANOSECONDS.toMillis(watchNanos), TimeUnit.MILLISECONDS)) {
                    long now = System.nanoTime();
                    readers.forEach(reader -> reader.due(now));
                } else {
                    long wait = lastCalled + gatherNanos - System.nanoTime();
                    while (wait > 0 && !hurried) {
                        LockSupport.parkNanos(this, wait);
                        if (Thread.interrupted()) {
                            throw new InterruptedException();
                        }
                        wait = lastCalled + gatherNanos - System.nanoTime();
                    }
                    hurried = false;
                    Set<Class<?>> types = new HashSet<>();
                    while (head.hasNextAvailable()) {
                        TrackedEventMessage<?> seen = head.nextAvailable();
                        types.add(seen.getPayloadType());
                        LOG.trace("new event {}", seen.getIdentifier());
                    }
                    long now = System.nanoTime();
                    lastCalled = now;
                    readers.forEach(reader -> reader.offered(types, now));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            if (!stopped) {
                LOG.error("the watcher of new events stopped; processors fall back to looking every 5 s", e);
            }
        }
    }
}
