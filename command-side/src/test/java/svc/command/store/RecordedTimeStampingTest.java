package svc.command.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;
import org.springframework.jdbc.support.JdbcTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Where an append is written: held while the thread holds its appends (and seen by a later load of its aggregate),
 * in the transaction around it when there is one, and by the group-commit appender otherwise.
 */
class RecordedTimeStampingTest {
    private SimpleDriverDataSource h2;
    private JdbcTemplate jdbc;
    private Appender appender;
    private TransactionTemplate transactions;
    private RecordedTimeStamping stamping;

    @BeforeEach
    void aMigratedLog() {
        h2 = new SimpleDriverDataSource(new org.h2.Driver(),
                "jdbc:h2:mem:stamping-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        TestLogs.migrate(h2, "h2");
        jdbc = new JdbcTemplate(h2);
        JdbcTransactionManager manager = new JdbcTransactionManager(h2);
        transactions = new TransactionTemplate(manager);
        EventStorageEngine engine = TestLogs.engine(h2, manager);
        RecordedClock clock = new RecordedClock(jdbc, Clock.systemUTC());
        appender = new Appender(engine, clock, transactions, jdbc, 256, () -> { });
        stamping = new RecordedTimeStamping(engine, engine, clock, transactions, appender);
    }

    @AfterEach
    void close() throws Exception {
        appender.close();
        jdbc.execute("SHUTDOWN");
    }

    @Test
    void heldAppendsAreNotWrittenAndALaterLoadOfTheirAggregateSeesThemAfterWhatIsStored() {
        stamping.appendEvents(List.of(event("a", 0)));

        HeldAppends.Held<List<Long>> held = HeldAppends.holding(() -> {
            stamping.appendEvents(List.of(event("a", 1), event("b", 0)));
            stamping.appendEvents(List.of(event("a", 2)));
            assertThat(stamping.lastSequenceNumberFor("a")).contains(2L);
            return stamping.readEvents("a", 1).asStream().map(DomainEventMessage::getSequenceNumber).toList();
        });

        assertThat(held.result()).containsExactly(1L, 2L);
        assertThat(held.events()).hasSize(3);
        assertThat(stored()).isEqualTo(1);
        assertThat(stamping.lastSequenceNumberFor("a")).contains(0L);
    }

    @Test
    void anAppendOutsideAnyTransactionIsWrittenByTheAppenderWithItsRecordedTime() {
        stamping.appendEvents(List.of(event("a", 0)));

        assertThat(stored()).isEqualTo(1);
        assertThat(stamping.readEvents("a").asStream().findFirst().orElseThrow().getMetaData())
                .containsKey(Recorded.KEY);
    }

    @Test
    void anAppendInsideATransactionIsWrittenInItAndRolledBackWithIt() {
        transactions.executeWithoutResult(status -> {
            stamping.appendEvents(List.of(event("a", 0)));
            assertThat(stored()).as("seen inside its own transaction").isEqualTo(1);
            status.setRollbackOnly();
        });

        assertThat(stored()).isZero();
    }

    private int stored() {
        return jdbc.queryForObject("SELECT COUNT(*) FROM domainevententry", Integer.class);
    }

    /** The processors' streams are read by an engine of their own (one that begins no transaction), loads are not. */
    @Test
    void theLogsStreamsAreReadByTheStreamsEngineAndAggregatesLoadedByTheOther() {
        SimpleDriverDataSource empty = new SimpleDriverDataSource(new org.h2.Driver(),
                "jdbc:h2:mem:stamping-empty-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        TestLogs.migrate(empty, "h2");
        EventStorageEngine emptyLog = TestLogs.engine(empty, new JdbcTransactionManager(empty));
        EventStorageEngine ours = TestLogs.engine(h2, new JdbcTransactionManager(h2));
        stamping.appendEvents(List.of(event("a", 0)));

        RecordedTimeStamping streamsFromOurs = new RecordedTimeStamping(emptyLog, ours,
                new RecordedClock(jdbc, Clock.systemUTC()), transactions, appender);

        assertThat(streamsFromOurs.readEvents(null, false)).hasSize(1);
        assertThat(streamsFromOurs.readEvents("a", 0).asStream()).isEmpty();
        new JdbcTemplate(empty).execute("SHUTDOWN");
    }

    private static DomainEventMessage<?> event(String aggregate, long sequence) {
        return new GenericDomainEventMessage<>("Test", aggregate, sequence, Map.of("unit", aggregate));
    }
}
