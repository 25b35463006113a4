package svc.ops.rebuild;

import static svc.sql.SqlTimes.at;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The rows of {@code svc_rebuild.rebuild_job}: where each projection's rebuild has read the log to, written in the
 * same transaction as the fresh rows, and which process owns it.
 */
final class RebuildJobs {
    static final Duration ABANDONED_AFTER = Duration.ofSeconds(10);
    private static final String TABLE = FreshTables.SCHEMA + ".rebuild_job";

    private final JdbcTemplate jdbc;
    private final Clock clock;
    private final String owner;

    RebuildJobs(JdbcTemplate jdbc, Clock clock, String owner) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.owner = owner;
    }

    /** The job's position when a rebuild of it was left unfinished, or empty when none was. */
    Optional<Position> unfinished(String processor) {
        return jdbc.query("SELECT position, gaps, events, owner, heartbeat FROM " + TABLE + " WHERE processor = ?",
                (rs, i) -> {
                    Instant heartbeat = rs.getObject(5, OffsetDateTime.class).toInstant();
                    String holder = rs.getString(4);
                    if (!holder.equals(owner) && heartbeat.isAfter(clock.instant().minus(ABANDONED_AFTER))
                            && alive(holder)) {
                        throw new IllegalStateException(processor + " is being rebuilt by " + holder
                                + " (its heartbeat is " + Duration.between(heartbeat, clock.instant()).toSeconds()
                                + " s old)");
                    }
                    long position = rs.getLong(1);
                    return new Position(rs.wasNull() ? null : token(position, rs.getString(2)), rs.getLong(3));
                }, processor).stream().findFirst();
    }

    void begin(String processor) {
        jdbc.update("DELETE FROM " + TABLE + " WHERE processor = ?", processor);
        jdbc.update("INSERT INTO " + TABLE + " (processor, position, gaps, events, started, owner, heartbeat) "
                + "VALUES (?, NULL, '', 0, ?, ?, ?)", processor, at(clock.instant()), owner, at(clock.instant()));
    }

    void own(String processor) {
        jdbc.update("UPDATE " + TABLE + " SET owner = ?, heartbeat = ? WHERE processor = ?", owner,
                at(clock.instant()), processor);
    }

    /** Writes every job's position, one batch of updates for all (a batch of the log's round trip, not one a job). */
    void advance(Map<String, Position> positions) {
        OffsetDateTime now = at(clock.instant());
        jdbc.batchUpdate("UPDATE " + TABLE + " SET position = ?, gaps = ?, events = ?, heartbeat = ? "
                + "WHERE processor = ?", positions.entrySet().stream().map(job -> {
                    GapAwareTrackingToken token = job.getValue().token();
                    return new Object[] {token == null ? null : token.getIndex(),
                            token == null ? "" : token.getGaps().stream().map(String::valueOf)
                                    .collect(Collectors.joining(",")),
                            job.getValue().events(), now, job.getKey()};
                }).toList());
    }

    void beat() {
        jdbc.update("UPDATE " + TABLE + " SET heartbeat = ? WHERE owner = ?", at(clock.instant()), owner);
    }

    void finish(String processor) {
        jdbc.update("DELETE FROM " + TABLE + " WHERE processor = ?", processor);
    }

    /**
     * Whether the owner may still be running: an owner names its process ({@code rebuild:pid@host}); one of this
     * host whose process is gone is not, whatever its heartbeat says.
     */
    private boolean alive(String holder) {
        String process = holder.substring(holder.indexOf(':') + 1);
        int at = process.indexOf('@');
        String host = owner.substring(owner.indexOf('@') + 1);
        if (at < 0 || !process.substring(at + 1).equals(host)) {
            return true;
        }
        try {
            return ProcessHandle.of(Long.parseLong(process.substring(0, at))).map(ProcessHandle::isAlive)
                    .orElse(false);
        } catch (NumberFormatException e) {
            return true;
        }
    }

    private static GapAwareTrackingToken token(long index, String gaps) {
        List<Long> missing = gaps.isEmpty() ? List.of()
                : Arrays.stream(gaps.split(",")).map(Long::valueOf).toList();
        return GapAwareTrackingToken.newInstance(index, missing);
    }

    /** How far a job has read (null: not yet past the first event) and how many events it has handled. */
    record Position(GapAwareTrackingToken token, long events) {
    }
}
