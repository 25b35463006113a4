package svc.command.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.axonframework.eventhandling.GenericEventMessage;
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
    private final AtomicInteger told = new AtomicInteger();
    private CallingBackEventStore store;
    private TransactionTemplate transactions;

    @BeforeEach
    void aStoreAndATransactionAroundItsUnitsOfWork() {
        store = CallingBackEventStore.of(EmbeddedEventStore.builder()
                .storageEngine(new InMemoryEventStorageEngine()));
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

    private void append() {
        DefaultUnitOfWork.startAndGet(null).execute(() -> store.publish(GenericEventMessage.asEventMessage("event")));
    }
}
