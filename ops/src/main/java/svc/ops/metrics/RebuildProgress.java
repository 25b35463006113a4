package svc.ops.metrics;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.query.LogProbes;

/**
 * How far each running rebuild ({@code ./svc rebuild}, in another process) has come, from its job row: events handled
 * and events still behind the head of the log. One reading serves every gauge of a scrape.
 */
@Component
class RebuildProgress {
    private static final long FRESH_NANOS = TimeUnit.MILLISECONDS.toNanos(500);

    private final JdbcTemplate jdbc;
    private long takenAt;
    private Map<String, Job> last;

    RebuildProgress(LogProbes probes) {
        this.jdbc = probes.jdbc();
    }

    /** The rebuilds under way, by projection. */
    synchronized Map<String, Job> now() {
        long at = System.nanoTime();
        if (last == null || at - takenAt > FRESH_NANOS) {
            last = Collections.unmodifiableMap(measure());
            takenAt = at;
        }
        return last;
    }

    private Map<String, Job> measure() {
        Long head = jdbc.queryForObject("SELECT MAX(globalindex) FROM domainevententry", Long.class);
        Map<String, Job> jobs = new TreeMap<>();
        jdbc.query("SELECT processor, position, events FROM svc_rebuild.rebuild_job", row -> {
            long position = row.getLong("position");
            long behind = head == null ? 0 : Math.max(0, head - (row.wasNull() ? 0 : position));
            jobs.put(row.getString("processor"), new Job(row.getLong("events"), behind));
        });
        return jobs;
    }

    record Job(long events, long behind) {
    }
}
