package svc.command.store;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.command.api.KnownNow;

/**
 * Known now as the later of the clock and the last recorded time: the recorded-time clock runs a microsecond ahead of
 * the wall clock when appends come faster than it ticks, and an answer about a change must never be read as known
 * before that change.
 */
@Component
class ClockKnownNow implements KnownNow {
    private final JdbcTemplate jdbc;
    private final Clock clock;

    ClockKnownNow(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    @Override
    public Instant now() {
        OffsetDateTime last = jdbc.queryForObject("SELECT last_recorded FROM svc_clock WHERE id = 1",
                OffsetDateTime.class);
        return last == null ? wall() : after(last.toInstant());
    }

    @Override
    public Instant after(Instant recorded) {
        Instant wall = wall();
        return recorded.isAfter(wall) ? recorded : wall;
    }

    private Instant wall() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }
}
