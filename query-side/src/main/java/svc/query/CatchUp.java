package svc.query;

import java.time.Duration;
import java.util.OptionalLong;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Read-your-writes: before a read answers, the projections have processed every event committed before the read
 * began. Appends are serialised (see RecordedClock), so the log's highest index is a gap-free head.
 */
@Component
public class CatchUp {
    private final JdbcTemplate jdbc;
    private final EventProcessingConfiguration processing;
    private final Duration patience;

    CatchUp(JdbcTemplate jdbc, EventProcessingConfiguration processing,
            @Value("${svc.read.catch-up-timeout:30s}") Duration patience) {
        this.jdbc = jdbc;
        this.processing = processing;
        this.patience = patience;
    }

    /**
     * Waits until the named processor has handled the head of the log. Patience outlasts the token claim timeout, so
     * a restarted node can take over the claims its dead predecessor held. An answer from a projection that is
     * behind would be wrong for its known-on date for good, so failing to catch up is an error, never a stale read.
     */
    public void await(String processorName) {
        Long head = jdbc.queryForObject("SELECT MAX(globalindex) FROM domainevententry", Long.class);
        if (head == null) {
            return;
        }
        StreamingEventProcessor processor = processing
                .eventProcessor(processorName, StreamingEventProcessor.class)
                .orElseThrow(() -> new IllegalStateException("no event processor named " + processorName));
        long deadline = System.nanoTime() + patience.toNanos();
        while (System.nanoTime() < deadline) {
            if (reached(processor, head)) {
                return;
            }
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ProjectionBehind(processorName, head, patience);
            }
        }
        throw new ProjectionBehind(processorName, head, patience);
    }

    private static boolean reached(StreamingEventProcessor processor, long head) {
        var statuses = processor.processingStatus().values();
        if (statuses.isEmpty()) {
            return false;
        }
        for (EventTrackerStatus status : statuses) {
            OptionalLong position = status.getCurrentPosition();
            if (position.isEmpty() || position.getAsLong() < head) {
                return false;
            }
        }
        return true;
    }
}
