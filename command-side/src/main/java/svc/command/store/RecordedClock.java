package svc.command.store;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import svc.sql.SqlTimes;
import svc.sql.Vendor;

/**
 * Assigns the recorded time (known-on) of appended events. The single row of {@code svc_clock} is locked until the
 * appending transaction commits, so appends from every thread and every process are serialised: log order, commit
 * order and recorded-time order are one order, and the log has no gaps from concurrent writers.
 * Every event appended in one transaction shares one recorded time: the later of the wall clock and a microsecond
 * after the last one, taken and written in one statement (one round trip per batch, not two).
 */
final class RecordedClock {
    private static final Object KEY = RecordedClock.class;
    private static final String ON_POSTGRES = "UPDATE svc_clock SET last_recorded = "
            + "GREATEST(last_recorded + INTERVAL '1 microsecond', ?) WHERE id = 1 RETURNING last_recorded";
    /** H2 has no {@code UPDATE ... RETURNING}; its data change delta table answers the same. */
    private static final String ON_H2 = "SELECT last_recorded FROM FINAL TABLE (UPDATE svc_clock SET last_recorded = "
            + "GREATEST(DATEADD(MICROSECOND, 1, last_recorded), ?) WHERE id = 1)";

    private final JdbcTemplate jdbc;
    private final Clock clock;
    private final Vendor vendor;

    RecordedClock(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.vendor = new Vendor(jdbc);
    }

    /** Must run inside a transaction with synchronisation active. */
    Instant recordedTime() {
        Instant bound = (Instant) TransactionSynchronizationManager.getResource(KEY);
        if (bound != null) {
            return bound;
        }
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        Instant recorded = jdbc.queryForObject(vendor.postgres() ? ON_POSTGRES : ON_H2, OffsetDateTime.class,
                SqlTimes.at(now)).toInstant();
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
