package svc.command.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;
import svc.sql.SqlTimes;

class ClockKnownNowTest {
    private static final Instant WALL = Instant.parse("2026-11-28T12:00:00.123456789Z");
    private static final Instant WALL_MICROS = Instant.parse("2026-11-28T12:00:00.123456Z");

    private JdbcTemplate jdbc;
    private ClockKnownNow knownNow;

    @BeforeEach
    void aMigratedLog() {
        SimpleDriverDataSource h2 = new SimpleDriverDataSource(new org.h2.Driver(),
                "jdbc:h2:mem:known-now-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        TestLogs.migrate(h2, "h2");
        jdbc = new JdbcTemplate(h2);
        knownNow = new ClockKnownNow(jdbc, Clock.fixed(WALL, ZoneOffset.UTC));
    }

    @AfterEach
    void close() {
        jdbc.execute("SHUTDOWN");
    }

    @Test
    void nowIsTheLastRecordedTimeWhenTheClockRanAheadOfTheWall() {
        Instant ahead = WALL_MICROS.plusSeconds(5);
        jdbc.update("UPDATE svc_clock SET last_recorded = ? WHERE id = 1", SqlTimes.at(ahead));

        assertThat(knownNow.now()).isEqualTo(ahead);
    }

    @Test
    void nowIsTheWallClockToTheMicrosecondWhenNothingWasRecordedAfterIt() {
        jdbc.update("UPDATE svc_clock SET last_recorded = ? WHERE id = 1", SqlTimes.at(WALL_MICROS.minusSeconds(5)));

        assertThat(knownNow.now()).isEqualTo(WALL_MICROS);
    }

    @Test
    void afterAChangeRecordedAheadOfTheWallItIsThatChangesTime() {
        Instant ahead = WALL_MICROS.plusNanos(3_000);

        assertThat(knownNow.after(ahead)).isEqualTo(ahead);
    }

    @Test
    void afterAChangeRecordedBeforeTheWallItIsTheWallWithoutAskingTheClocksRow() {
        jdbc.update("UPDATE svc_clock SET last_recorded = ? WHERE id = 1", SqlTimes.at(WALL_MICROS.plusSeconds(60)));

        assertThat(knownNow.after(WALL_MICROS.minusSeconds(1))).isEqualTo(WALL_MICROS);
    }
}
