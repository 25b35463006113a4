package svc.command.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.modelling.command.ConcurrencyException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.JdbcTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import svc.sql.SqlTimes;

/**
 * Group commit on a migrated log: appends that wait at once are written in one transaction with one recorded
 * time, and one that fails (a duplicate sequence, a step such as a Svc-Key row already taken) fails alone, writing
 * none of its events, while the rest of its batch commits.
 */
abstract class AppenderContract {
    private DataSource database;
    private JdbcTemplate jdbc;
    private EventStorageEngine engine;
    private Appender appender;
    private final Map<String, Throwable> failures = new ConcurrentHashMap<>();

    @BeforeEach
    void aMigratedLogAndItsAppender() {
        database = database();
        TestLogs.migrate(database, vendor());
        jdbc = new JdbcTemplate(database);
        jdbc.execute("CREATE TABLE kept (k VARCHAR(20) PRIMARY KEY)");
        JdbcTransactionManager transactions = new JdbcTransactionManager(database);
        engine = TestLogs.engine(database, transactions);
        appender = new Appender(engine, new RecordedClock(jdbc, Clock.systemUTC()),
                new TransactionTemplate(transactions), jdbc, 256, () -> { });
    }

    /** A PostgreSQL test skipped for want of a server made neither the database nor the appender. */
    @AfterEach
    void close() throws Exception {
        if (appender != null) {
            appender.close();
        }
        if (database != null) {
            release();
        }
    }

    /** A fresh empty database, each test its own. */
    abstract DataSource database();

    /** The folder of the vendor's own migrations. */
    abstract String vendor();

    abstract void release();

    @Test
    void appendsWaitingAtOnceAreCommittedTogetherWithOneRecordedTimeLaterThanTheBatchBefore() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        Thread first = holdingTheAppender(release);
        List<Thread> waiting = new ArrayList<>();
        for (String unit : List.of("b", "c", "d")) {
            waiting.add(appendInBackground(unit, event(unit, 0), Appender.Step.NONE));
        }
        awaitWaiting(waiting);

        release.countDown();
        join(first, waiting);

        assertThat(failures).isEmpty();
        Instant firstRecorded = recordedOf("a");
        assertThat(List.of(recordedOf("b"), recordedOf("c"), recordedOf("d"))).as("one batch, one recorded time")
                .containsOnly(recordedOf("b"));
        assertThat(recordedOf("b")).isAfter(firstRecorded);
    }

    @Test
    void aDuplicateSequenceFailsThatAppendAloneAndTheRestOfItsBatchCommits() throws Exception {
        appender.append(List.of(event("taken", 0), event("taken", 1)), Appender.Step.NONE);
        CountDownLatch release = new CountDownLatch(1);
        Thread first = holdingTheAppender(release);
        Thread conflict = appendInBackground("conflict", event("taken", 1), Appender.Step.NONE);
        Thread good = appendInBackground("good", event("b", 0), Appender.Step.NONE);
        awaitWaiting(List.of(conflict, good));

        release.countDown();
        join(first, List.of(conflict, good));

        assertThat(failures).containsOnlyKeys("conflict");
        assertThat(failures.get("conflict")).isInstanceOf(ConcurrencyException.class);
        assertThat(eventsOf("taken")).isEqualTo(2);
        assertThat(eventsOf("b")).isEqualTo(1);
    }

    @Test
    void anAppendAloneInItsBatchThatConflictsFailsWithItsOwnFailureAndTheNextCommits() {
        appender.append(List.of(event("taken", 0), event("taken", 1)), Appender.Step.NONE);

        assertThatThrownBy(() -> appender.append(List.of(event("taken", 1)), Appender.Step.NONE))
                .isInstanceOf(ConcurrencyException.class);
        appender.append(List.of(event("taken", 2)), Appender.Step.NONE);

        assertThat(eventsOf("taken")).isEqualTo(3);
    }

    @Test
    void aRecordedTimeAheadOfTheWallClockIsFollowedAMicrosecondLater() {
        Instant ahead = Instant.now().plusSeconds(3600).truncatedTo(ChronoUnit.MICROS);
        jdbc.update("UPDATE svc_clock SET last_recorded = ? WHERE id = 1", SqlTimes.at(ahead));

        appender.append(List.of(event("b", 0)), Appender.Step.NONE);

        assertThat(recordedOf("b")).isEqualTo(ahead.plus(1, ChronoUnit.MICROS));
    }

    /** The caller is told the recorded time its events carry, so that what it answers is known on no earlier. */
    @Test
    void anAppendAnswersTheRecordedTimeItsEventsWereWrittenAt() {
        Instant answered = appender.append(List.of(event("b", 0), event("b", 1)), Appender.Step.NONE);

        assertThat(answered).isEqualTo(recordedOf("b"));
    }

    @Test
    void aStepThatFailsFailsItsAppendAloneAndNoneOfItsEventsIsWritten() throws Exception {
        jdbc.update("INSERT INTO kept VALUES ('k1')");
        CountDownLatch release = new CountDownLatch(1);
        Thread first = holdingTheAppender(release);
        Thread keyTaken = appendInBackground("key taken", event("b", 0),
                jdbc -> jdbc.update("INSERT INTO kept VALUES ('k1')"));
        Thread good = appendInBackground("good", event("c", 0),
                jdbc -> jdbc.update("INSERT INTO kept VALUES ('k2')"));
        awaitWaiting(List.of(keyTaken, good));

        release.countDown();
        join(first, List.of(keyTaken, good));

        assertThat(failures).containsOnlyKeys("key taken");
        assertThat(failures.get("key taken")).isInstanceOf(DuplicateKeyException.class);
        assertThat(eventsOf("b")).isZero();
        assertThat(eventsOf("c")).isEqualTo(1);
        assertThat(jdbc.queryForList("SELECT k FROM kept ORDER BY k", String.class)).containsExactly("k1", "k2");
    }

    @Test
    void anAppendAfterTheAppenderClosedIsRefusedAtOnce() throws Exception {
        appender.close();

        assertThatThrownBy(() -> appender.append(List.of(event("a", 0)), Appender.Step.NONE))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("shutting down");
        assertThat(eventsOf("a")).isZero();
    }

    /** An append whose batch holds the appender until released, so that the appends after it queue together. */
    private Thread holdingTheAppender(CountDownLatch release) {
        CountDownLatch entered = new CountDownLatch(1);
        Thread first = appendInBackground("first", event("a", 0), jdbc -> {
            entered.countDown();
            await(release);
        });
        await(entered);
        return first;
    }

    private Thread appendInBackground(String name, DomainEventMessage<?> event, Appender.Step after) {
        Thread thread = new Thread(() -> {
            try {
                appender.append(List.of(event), after);
            } catch (RuntimeException e) {
                failures.put(name, e);
            }
        }, name);
        thread.start();
        return thread;
    }

    /** Until every thread is parked waiting for its batch, so that they are all queued for the next one. */
    private static void awaitWaiting(List<Thread> threads) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!threads.stream().allMatch(t -> t.getState() == Thread.State.WAITING)) {
            assertThat(System.nanoTime()).as("threads queued at the appender").isLessThan(deadline);
            Thread.sleep(1);
        }
    }

    private static void join(Thread first, List<Thread> rest) throws InterruptedException {
        first.join(TimeUnit.SECONDS.toMillis(10));
        for (Thread thread : rest) {
            thread.join(TimeUnit.SECONDS.toMillis(10));
            assertThat(thread.isAlive()).as("%s answered", thread.getName()).isFalse();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            assertThat(latch.await(10, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static DomainEventMessage<?> event(String aggregate, long sequence) {
        return new GenericDomainEventMessage<>("Test", aggregate, sequence, Map.of("unit", aggregate));
    }

    private int eventsOf(String aggregate) {
        return (int) engine.readEvents(aggregate).asStream().count();
    }

    private Instant recordedOf(String aggregate) {
        List<Instant> recorded = engine.readEvents(aggregate).asStream().map(Recorded::of).distinct().toList();
        assertThat(recorded).hasSize(1);
        return recorded.get(0);
    }
}
