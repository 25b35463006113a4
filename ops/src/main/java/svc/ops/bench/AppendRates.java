package svc.ops.bench;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.api.RecordHypothesis;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;

/**
 * Appends measured beside the server, in the bench's own process: the raw ceiling (one-row insert and commit), the
 * same with the recorded-time clock's row lock (the mechanism that keeps recorded time monotone in log order), one
 * event a transaction through Axon's JDBC engine alone (no clock, no command: what the framework's append costs, into
 * a table of the bench's own so the server never reads it), and a real command through the command bus without HTTP
 * (load, decide, append by the group-commit appender).
 */
final class AppendRates {
    private final JdbcTemplate jdbc;
    private final TransactionTemplate tx;
    private final CommandGateway commands;
    private final EventStorageEngine engineAlone;
    private final AtomicLong ids = new AtomicLong();

    AppendRates(JdbcTemplate jdbc, TransactionTemplate tx, CommandGateway commands,
            Function<EventSchema, EventStorageEngine> engines) {
        this.jdbc = jdbc;
        this.tx = tx;
        this.commands = commands;
        // The log's own shape, as its migration made it, with an identity of its own (PostgreSQL makes a new sequence).
        jdbc.execute("CREATE TABLE svc_bench_events (LIKE domainevententry INCLUDING ALL)");
        this.engineAlone = engines.apply(EventSchema.builder().eventTable("svc_bench_events").build());
        jdbc.execute("CREATE TABLE svc_bench_raw (id BIGINT PRIMARY KEY, at TIMESTAMP WITH TIME ZONE)");
        jdbc.execute("CREATE TABLE svc_bench_clock (id INTEGER PRIMARY KEY, last_recorded "
                + "TIMESTAMP WITH TIME ZONE NOT NULL)");
        jdbc.update("INSERT INTO svc_bench_clock VALUES (1, CURRENT_TIMESTAMP)");
    }

    double raw(int threads, Duration each) {
        return Load.run(threads, each, () -> jdbc.update(
                "INSERT INTO svc_bench_raw (id, at) VALUES (?, CURRENT_TIMESTAMP)", ids.incrementAndGet()))
                .perSecond();
    }

    double rawWithClockLock(int threads, Duration each) {
        return Load.run(threads, each, () -> tx.executeWithoutResult(s -> {
            jdbc.queryForObject("SELECT last_recorded FROM svc_bench_clock WHERE id = 1 FOR UPDATE",
                    OffsetDateTime.class);
            jdbc.update("UPDATE svc_bench_clock SET last_recorded = CURRENT_TIMESTAMP WHERE id = 1");
            jdbc.update("INSERT INTO svc_bench_raw (id, at) VALUES (?, CURRENT_TIMESTAMP)", ids.incrementAndGet());
        })).perSecond();
    }

    double engineAlone(int threads, Duration each) {
        return Load.run(threads, each, () -> engineAlone.appendEvents(List.of(new GenericDomainEventMessage<>(
                "BenchEvent", "bench-" + ids.incrementAndGet(), 0, Map.of("bench", true))))).perSecond();
    }

    double command(int threads, Duration each) {
        return Load.run(threads, each, () -> {
            String id = "axon-" + ids.incrementAndGet();
            commands.sendAndWait(new RecordHypothesis(UnitIds.of(LogGenerator.TENANT, UnitKind.HYPOTHESIS, id),
                    LogGenerator.TENANT, id, LogGenerator.PLACE, "benchmark claim", Instant.now(), null));
        }).perSecond();
    }
}
