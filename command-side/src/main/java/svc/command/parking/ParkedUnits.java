package svc.command.parking;

import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The units parked in the processors' dead-letter queues, as reads, readiness and the operator's command line ask
 * for them. A unit's events are one sequence: its identifier is the unit's id.
 */
@Component
public class ParkedUnits {
    /** Whether a processor (the first argument) parked a unit (the second): a boolean expression of SQL. */
    public static final String PARKED = "EXISTS (SELECT 1 FROM deadletterentry "
            + "WHERE processinggroup = ? AND sequenceidentifier = ?)";

    private final JdbcTemplate jdbc;

    public ParkedUnits(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** One parked unit of one processor: how many of its events wait, since when, and why the first failed. */
    public record Parked(String processor, String unit, long events, String since, String cause) {
    }

    public boolean parked(String processor, String unit) {
        return Boolean.TRUE.equals(jdbc.queryForObject("SELECT " + PARKED, Boolean.class, processor, unit));
    }

    public long count() {
        Long units = jdbc.queryForObject("SELECT COUNT(*) FROM (SELECT DISTINCT processinggroup, sequenceidentifier "
                + "FROM deadletterentry) parked", Long.class);
        return units == null ? 0 : units;
    }

    /** Every parked unit, the processor's name and the unit's id in order; {@code unit} null for all. */
    public List<Parked> list(String unit) {
        Object[] args = unit == null ? new Object[0] : new Object[] {unit};
        return jdbc.query("SELECT processinggroup, sequenceidentifier, COUNT(*) AS events, MIN(enqueuedat) AS since, "
                        + "MIN(CASE WHEN sequenceindex = first_index THEN COALESCE(causetype, '') || ': ' "
                        + "|| COALESCE(causemessage, '') END) AS cause "
                        + "FROM (SELECT d.*, MIN(sequenceindex) OVER (PARTITION BY processinggroup, sequenceidentifier) "
                        + "AS first_index FROM deadletterentry d) letters "
                        + (unit == null ? "" : "WHERE sequenceidentifier = ? ")
                        + "GROUP BY processinggroup, sequenceidentifier ORDER BY processinggroup, sequenceidentifier",
                (row, n) -> new Parked(row.getString(1), row.getString(2), row.getLong(3), row.getString(4),
                        row.getString(5)), args);
    }

    /**
     * Forgets a unit's parked events, every processor's or one's: the projections go on without them. The events stay
     * in the log; a rebuild handles them again.
     */
    public int drop(String unit, String processor) {
        return processor == null
                ? jdbc.update("DELETE FROM deadletterentry WHERE sequenceidentifier = ?", unit)
                : jdbc.update("DELETE FROM deadletterentry WHERE sequenceidentifier = ? AND processinggroup = ?",
                        unit, processor);
    }
}
