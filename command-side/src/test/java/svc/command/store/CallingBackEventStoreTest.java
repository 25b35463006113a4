package svc.command.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.eventhandling.TrackingEventStream;
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
                .storageEngine(new InMemoryEventStorageEngine()), GATHER);
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
            store.hurry();
            awaitUntil(() -> called.size() > before, Duration.ofSeconds(10));
            assertThat(Duration.ofNanos(called.get(before) - appended)).as("a wake-up within the window, hurried")
                    .isLessThan(GATHER.dividedBy(2));
        }
    }

    @Test
    void aHurriedWakeUpReadsTheLogAtOnceForWhatAnotherNodeAppended() throws Exception {
        InMemoryEventStorageEngine shared = new InMemoryEventStorageEngine();
        CallingBackEventStore slow = CallingBackEventStore.of(EmbeddedEventStore.builder().storageEngine(shared)
                .fetchDelay(Duration.ofMinutes(5).toMillis()), GATHER);
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
            slow.hurry();
            awaitUntil(() -> called.size() > before, Duration.ofSeconds(10));
            assertThat(called).as("called back without waiting for the next poll").hasSizeGreaterThan(before);
        } finally {
            slow.shutDown();
        }
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
