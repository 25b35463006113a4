package svc.command.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingEventStream;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.eventsourcing.eventstore.inmemory.InMemoryEventStorageEngine;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Readers (this node's processors, and other nodes through {@link AppendSignal}) are told of an append when it is
 * committed: an act runs its unit of work inside a transaction of its own, and a reader woken when the unit of work
 * ends would find nothing yet and wait for the next poll.
 */
class CallingBackEventStoreTest {
    private static final Duration GATHER = Duration.ofSeconds(1);

    private final AtomicInteger told = new AtomicInteger();
    private CallingBackEventStore store;
    private TransactionTemplate transactions;

    @BeforeEach
    void aStoreAndATransactionAroundItsUnitsOfWork() {
        store = CallingBackEventStore.of(EmbeddedEventStore.builder()
                .storageEngine(new InMemoryEventStorageEngine()), GATHER, Duration.ZERO);
        store.onAppend(told::incrementAndGet);
        SimpleDriverDataSource h2 = new SimpleDriverDataSource(new org.h2.Driver(),
                "jdbc:h2:mem:calling-back;DB_CLOSE_DELAY=-1");
        transactions = new TransactionTemplate(new DataSourceTransactionManager(h2));
    }

    @AfterEach
    void shutDown() {
        store.shutDown();
    }

    @Test
    void anAppendInsideATransactionIsToldWhenThatTransactionCommitsNotWhenItsUnitOfWorkEnds() {
        transactions.executeWithoutResult(status -> {
            append();
            assertThat(told).as("told before the transaction committed").hasValue(0);
        });
        assertThat(told).hasValue(1);
    }

    @Test
    void anAppendWhoseTransactionRollsBackIsNeverTold() {
        transactions.executeWithoutResult(status -> {
            append();
            status.setRollbackOnly();
        });
        assertThat(told).hasValue(0);
    }

    @Test
    void anAppendOutsideAnyTransactionIsToldWhenItsUnitOfWorkCommits() {
        append();
        assertThat(told).hasValue(1);
    }

    @Test
    void theFirstAppendAfterAQuietSpellCallsTheReaderBackAtOnceAndABurstIsGatheredIntoOneCall() throws Exception {
        List<Long> called = new CopyOnWriteArrayList<>();
        try (TrackingEventStream stream = store.openStream(null)) {
            stream.setOnAvailableCallback(() -> called.add(System.nanoTime()));
            appendUntilCalled(called);
            awaitUntil(() -> System.nanoTime() - last(called) > GATHER.toNanos(), GATHER.multipliedBy(3));

            int before = called.size();
            long appended = System.nanoTime();
            append();
            awaitUntil(() -> called.size() > before, Duration.ofSeconds(10));
            assertThat(Duration.ofNanos(last(called) - appended)).as("after a quiet spell")
                    .isLessThan(GATHER.dividedBy(2));

            long quietEnded = last(called);
            for (int i = 0; i < 5; i++) {
                append();
            }
            awaitUntil(() -> called.size() > before + 1, Duration.ofSeconds(10));
            assertThat(Duration.ofNanos(called.get(before + 1) - quietEnded)).as("a burst right after a call")
                    .isGreaterThanOrEqualTo(GATHER.minusMillis(100));
            assertThat(called).as("the burst gathered into one call").hasSize(before + 2);
        }
    }

    @Test
    void aWakeUpSomeoneWaitsForIsNotHeldBackToGatherOthers() throws Exception {
        List<Long> called = new CopyOnWriteArrayList<>();
        try (TrackingEventStream stream = store.openStream(null)) {
            stream.setOnAvailableCallback(() -> called.add(System.nanoTime()));
            appendUntilCalled(called);
            int before = called.size();
            long appended = System.nanoTime();
            append();
            store.hurry("any");
            awaitUntil(() -> called.size() > before, Duration.ofSeconds(10));
            assertThat(Duration.ofNanos(called.get(before) - appended)).as("a wake-up within the window, hurried")
                    .isLessThan(GATHER.dividedBy(2));
        }
    }

    @Test
    void aHurriedWakeUpReadsTheLogAtOnceForWhatAnotherNodeAppended() throws Exception {
        InMemoryEventStorageEngine shared = new InMemoryEventStorageEngine();
        CallingBackEventStore slow = CallingBackEventStore.of(EmbeddedEventStore.builder().storageEngine(shared)
                .fetchDelay(Duration.ofMinutes(5).toMillis()), GATHER, Duration.ZERO);
        List<Long> called = new CopyOnWriteArrayList<>();
        try (TrackingEventStream stream = slow.openStream(null)) {
            stream.setOnAvailableCallback(() -> called.add(System.nanoTime()));
            while (called.isEmpty()) {
                DefaultUnitOfWork.startAndGet(null)
                        .execute(() -> slow.publish(GenericEventMessage.asEventMessage("event")));
                awaitUntil(() -> !called.isEmpty(), Duration.ofMillis(200));
            }
            int before = called.size();
            // Another node's append: in the log, and nothing here told of it.
            shared.appendEvents(GenericEventMessage.asEventMessage("theirs"));
            slow.hurry("any");
            awaitUntil(() -> called.size() > before, Duration.ofSeconds(10));
            assertThat(called).as("called back without waiting for the next poll").hasSizeGreaterThan(before);
        } finally {
            slow.shutDown();
        }
    }

    @Test
    void aProcessorIsWokenAtOnceForEventsItTakesAndForOthersOnlyOnceTheyHaveWaitedTheirTime() throws Exception {
        Duration unconcerned = Duration.ofMillis(800);
        try (Texts texts = Texts.open(unconcerned);
                TrackingEventStream ofAnyone = texts.store().openStream(null)) {
            List<Long> anyone = new CopyOnWriteArrayList<>();
            ofAnyone.setOnAvailableCallback(() -> anyone.add(System.nanoTime()));
            List<Long> called = texts.called();
            int textsBefore = called.size();
            publish(texts.store(), 42);
            awaitUntil(() -> !anyone.isEmpty(), Duration.ofSeconds(10));
            assertThat(anyone).as("a stream no coordinator opened: called for every event").isNotEmpty();
            assertThat(called).as("a number, which the texts processor does not take: not yet").hasSize(textsBefore);
            awaitUntil(() -> called.size() > textsBefore, Duration.ofSeconds(10));
            assertThat(Duration.ofNanos(called.get(textsBefore) - called.get(textsBefore - 1)))
                    .as("called once it had waited since it was last called")
                    .isGreaterThanOrEqualTo(unconcerned.minusMillis(100)).isLessThan(unconcerned.multipliedBy(3));

            int held = called.size();
            publish(texts.store(), 43);
            publish(texts.store(), "another text");
            awaitUntil(() -> called.size() > held, Duration.ofSeconds(10));
            assertThat(Duration.ofNanos(called.get(held) - called.get(held - 1))).as("a text, at once")
                    .isLessThan(unconcerned.dividedBy(2));
        }
    }

    @Test
    void aProcessorSomeoneWaitsForIsWokenAtOnceForEventsItDoesNotTake() throws Exception {
        try (Texts texts = Texts.open(Duration.ofMinutes(5))) {
            List<Long> called = texts.called();
            int before = called.size();
            publish(texts.store(), 42);
            awaitUntil(() -> called.size() > before, Duration.ofMillis(300));
            assertThat(called).as("not woken for a number").hasSize(before);

            texts.store().hurry("another processor");
            awaitUntil(() -> called.size() > before, Duration.ofMillis(300));
            assertThat(called).as("a wait for another processor wakes this one no sooner").hasSize(before);

            texts.store().hurry(Texts.PROCESSOR);
            awaitUntil(() -> called.size() > before, Duration.ofSeconds(10));
            assertThat(called).as("woken as soon as a read waits for it").hasSizeGreaterThan(before);

            int woken = called.size();
            texts.store().hurry(Texts.PROCESSOR);
            publish(texts.store(), 43);
            awaitUntil(() -> called.size() > woken, Duration.ofSeconds(10));
            assertThat(called).as("a wait begun before the events it waits for are seen").hasSizeGreaterThan(woken);
        }
    }

    @Test
    void aRunOfEventsAProcessorTakesNoneOfReachesItAsTheRunsLastWhosePositionCoversTheRest() throws Exception {
        try (Texts texts = Texts.open(Duration.ZERO)) {
            for (Object payload : List.of("a", 1, 2, 3, "b", 4, 5)) {
                publish(texts.store(), payload);
            }
            // Opened after the appends, so that each event is there to be seen after the one before.
            try (TrackingEventStream stream = texts.coordinator().submit(() -> texts.store().openStream(null))
                    .get()) {
                List<TrackedEventMessage<?>> read = drain(stream);
                List<TrackedEventMessage<?>> opening = read.stream()
                        .filter(event -> "text".equals(event.getPayload())).toList();
                List<TrackedEventMessage<?>> after = read.subList(opening.size(), read.size());

                assertThat(payloads(after)).containsExactly("a", 3, "b", 5);
                TrackingToken three = after.get(1).trackingToken();
                assertThat(three.position()).hasValue(position(opening) + 4);
                assertThat(three.covers(after.get(0).trackingToken())).isTrue();
                assertThat(after.get(3).trackingToken().position()).hasValue(position(opening) + 7);
            }
        }
    }

    @Test
    void aStreamNoProcessorReadsHandsOnEveryEvent() throws Exception {
        try (Texts texts = Texts.open(Duration.ZERO); TrackingEventStream stream = texts.store().openStream(null)) {
            List<TrackedEventMessage<?>> before = drain(stream);
            for (Object payload : List.of("a", 1, 2, 3)) {
                publish(texts.store(), payload);
            }

            assertThat(payloads(drain(stream))).containsExactly("a", 1, 2, 3);
            assertThat(before).isNotEmpty();
        }
    }

    /**
     * A store whose processor {@code texts} takes only texts (any other processor everything), and that processor's
     * stream, opened on its coordinator's thread, once called back for a first text.
     */
    private record Texts(CallingBackEventStore store, ScheduledExecutorService coordinator, TrackingEventStream stream,
            List<Long> called) implements AutoCloseable {
        static final String PROCESSOR = "texts";

        static Texts open(Duration unconcerned) throws Exception {
            CallingBackEventStore store = CallingBackEventStore.of(EmbeddedEventStore.builder()
                    .storageEngine(new InMemoryEventStorageEngine()), Duration.ZERO, unconcerned);
            store.takenBy(processor -> PROCESSOR.equals(processor) ? String.class::equals : type -> true);
            ScheduledExecutorService coordinator = CoordinatorThreads.of(PROCESSOR);
            TrackingEventStream stream = coordinator.submit(() -> store.openStream(null)).get();
            List<Long> called = new CopyOnWriteArrayList<>();
            stream.setOnAvailableCallback(() -> called.add(System.nanoTime()));
            Texts texts = new Texts(store, coordinator, stream, called);
            while (called.isEmpty()) {
                publish(store, "text");
                awaitUntil(() -> !called.isEmpty(), Duration.ofMillis(200));
            }
            return texts;
        }

        @Override
        public void close() {
            stream.close();
            coordinator.shutdownNow();
            store.shutDown();
        }
    }

    /** Every event the stream has now, waiting a little for the first. */
    private static List<TrackedEventMessage<?>> drain(TrackingEventStream stream) throws InterruptedException {
        List<TrackedEventMessage<?>> read = new ArrayList<>();
        while (stream.hasNextAvailable(read.isEmpty() ? 1_000 : 100, TimeUnit.MILLISECONDS)) {
            read.add(stream.nextAvailable());
        }
        return read;
    }

    private static List<Object> payloads(List<TrackedEventMessage<?>> read) {
        return read.stream().<Object>map(TrackedEventMessage::getPayload).toList();
    }

    private static long position(List<TrackedEventMessage<?>> read) {
        return read.get(read.size() - 1).trackingToken().position().orElseThrow();
    }

    private static void publish(CallingBackEventStore into, Object payload) {
        DefaultUnitOfWork.startAndGet(null).execute(() -> into.publish(GenericEventMessage.asEventMessage(payload)));
    }

    /** The watcher starts with the first stream and sees what is appended once it runs. */
    private void appendUntilCalled(List<Long> called) throws InterruptedException {
        while (called.isEmpty()) {
            append();
            awaitUntil(() -> !called.isEmpty(), Duration.ofMillis(200));
        }
    }

    private static long last(List<Long> called) {
        return called.get(called.size() - 1);
    }

    private static void awaitUntil(BooleanSupplier condition, Duration patience) throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (!condition.getAsBoolean() && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
    }

    private void append() {
        DefaultUnitOfWork.startAndGet(null).execute(() -> store.publish(GenericEventMessage.asEventMessage("event")));
    }
}
