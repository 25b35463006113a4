package svc.command.nodes;

import jakarta.annotation.PreDestroy;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.stereotype.Component;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The serving nodes on this record, as seen through {@code svc_node}: this node writes its row every
 * {@code svc.node.beat} on a thread of its own (a beat held up behind other scheduled work would make the other
 * nodes take this one for gone and take over its tasks), and counts the nodes seen within {@code svc.node.timeout}.
 * Only serving processes are nodes: a command-line process neither projects nor works tasks.
 */
@Component
@ConditionalOnWebApplication
public class LiveNodes {
    private static final Logger LOG = LoggerFactory.getLogger(LiveNodes.class);

    private final JdbcTemplate jdbc;
    private final NodeId self;
    private final Duration timeout;
    private final ScheduledExecutorService beat;
    private volatile int count = 1;

    LiveNodes(JdbcTemplate jdbc, NodeId self, NodeSettings settings) {
        this.jdbc = jdbc;
        this.self = self;
        this.timeout = settings.timeout();
        Duration every = settings.beat();
        beatOnce();
        this.beat = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "node-beat");
            thread.setDaemon(true);
            return thread;
        });
        beat.scheduleWithFixedDelay(this::beatSafely, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** How many nodes are serving now, this one included. */
    public int count() {
        return count;
    }

    /** The oldest time a node may have been seen and still count as serving, in the database's time. */
    public OffsetDateTime seenSince() {
        return jdbc.queryForObject("SELECT CURRENT_TIMESTAMP", OffsetDateTime.class).minus(timeout);
    }

    public String self() {
        return self.value();
    }

    private void beatSafely() {
        try {
            beatOnce();
        } catch (RuntimeException e) {
            LOG.warn("node {} could not tell the record it is serving; it tries again", self.value(), e);
        }
    }

    private void beatOnce() {
        if (jdbc.update("UPDATE svc_node SET seen_at = CURRENT_TIMESTAMP WHERE node_id = ?", self.value()) == 0) {
            jdbc.update("INSERT INTO svc_node (node_id, seen_at) VALUES (?, CURRENT_TIMESTAMP)", self.value());
        }
        OffsetDateTime since = seenSince();
        List<String> seen = jdbc.queryForList("SELECT node_id FROM svc_node WHERE seen_at > ?", String.class, since);
        count = Math.max(1, seen.size());
        jdbc.update("DELETE FROM svc_node WHERE seen_at < ?", since.minus(timeout.multipliedBy(100)));
    }

    @PreDestroy
    void stop() {
        beat.shutdownNow();
        jdbc.update("DELETE FROM svc_node WHERE node_id = ?", self.value());
    }
}
