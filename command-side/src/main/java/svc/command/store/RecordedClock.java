package svc.command.store;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Assigns the recorded time (known-on) of appended events. The single row of {@code svc_clock} is locked until the
 * appending transaction commits, so appends from every thread and every process are serialised: log order, commit
 * order and recorded-time order are one order, and the log has no gaps from concurrent writers.
 * Every event appended in one transaction shares one recorded time.
 */
final class RecordedClock {
    private static final Object KEY = RecordedClock.class;

    private final JdbcTemplate jdbc;
    private final Clock clock;

    RecordedClock(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Must run inside a transaction with synchronisation active. */
    Instant recordedTime() {
        Instant bound = (Instant) TransactionSynchronizationManager.getResource(KEY);
        if (bound != null) {
            return bound;
        }
        OffsetDateTime last = jdbc.queryForObject(
                "SELECT last_recorded FROM svc_clock WHERE id = 1 FOR UPDATE", OffsetDateTime.class);
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        Instant previous = last.toInstant();
        Instant recorded = now.isAfter(previous) ? now : previous.plus(1, ChronoUnit.MICROS);
        jdbc.update("UPDATE svc_clock SET last_recorded = ? WHERE id = 1", recorded.atOffset(ZoneOffset.UTC));
        TransactionSynchronizationManager.bindResource(KEY, recorded);
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void afterCompletion(int status) {
                TransactionSynchronizationManager.unbindResourceIfPossible(KEY);
            }
        });
        return recorded;
    }
}
