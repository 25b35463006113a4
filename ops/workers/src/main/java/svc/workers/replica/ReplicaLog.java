package svc.workers.replica;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.store.Recorded;
import svc.query.api.FeedEvent;
import svc.query.api.FeedPage;
import svc.sql.SqlTimes;

/**
 * The app's own log, a copy of the platform's for the tenants its callers read. Events are kept as the platform
 * stored them (ids, aggregates, sequences, payloads, metadata with their recorded time, timestamps) but numbered in
 * the app's log, so the projections, which track the log by its own index, see no gaps where other tenants' events
 * were. Each page and the cursor that says where it ended commit together, so a restart resumes exactly after it.
 */
@Component
@ConditionalOnProperty("svc.app.platform")
class ReplicaLog {
    private static final String INSERT = "INSERT INTO domainevententry (eventidentifier, aggregateidentifier, type, "
            + "sequencenumber, payloadtype, payloadrevision, payload, metadata, timestamp) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private final ObjectMapper json = new ObjectMapper();
    private final JdbcTemplate jdbc;
    private final TransactionTemplate transactions;

    ReplicaLog(JdbcTemplate jdbc, TransactionTemplate transactions) {
        this.jdbc = jdbc;
        this.transactions = transactions;
    }

    /** The platform's global index of the last event kept for {@code tenant}; 0 before the first. */
    long after(String tenant) {
        List<Long> held = jdbc.queryForList("SELECT after FROM app_feed_cursor WHERE tenant = ?", Long.class, tenant);
        return held.isEmpty() ? 0 : held.get(0);
    }

    /**
     * Keeps a page of {@code tenant}'s events. The recorded-time clock moves to the last of them, so nothing the app
     * reads as known now was recorded after it; appends are serialised on that clock's row, as on the platform.
     */
    synchronized void keep(String tenant, FeedPage page) {
        if (page.events().isEmpty()) {
            return;
        }
        transactions.executeWithoutResult(status -> {
            for (FeedEvent event : page.events()) {
                jdbc.update(INSERT, event.id(), event.aggregate(), event.aggregateType(), event.seq(), event.type(),
                        event.revision(), event.payload().getBytes(StandardCharsets.UTF_8),
                        event.metadata() == null ? null : event.metadata().getBytes(StandardCharsets.UTF_8),
                        event.timestamp());
            }
            Instant last = recorded(page.events().get(page.events().size() - 1));
            jdbc.update("UPDATE svc_clock SET last_recorded = ? WHERE id = 1 AND last_recorded < ?",
                    SqlTimes.at(last), SqlTimes.at(last));
            if (jdbc.update("UPDATE app_feed_cursor SET after = ? WHERE tenant = ?", page.next(), tenant) == 0) {
                jdbc.update("INSERT INTO app_feed_cursor (tenant, after) VALUES (?, ?)", tenant, page.next());
            }
        });
    }

    /** The event's recorded time: its metadata's, to the microsecond, as the platform's storage stamped it. */
    private Instant recorded(FeedEvent event) {
        try {
            JsonNode stamp = event.metadata() == null ? null : json.readTree(event.metadata()).get(Recorded.KEY);
            return Instant.parse(stamp == null ? event.timestamp() : stamp.asText());
        } catch (IOException e) {
            throw new IllegalStateException("event " + event.id() + " from the feed has metadata that is not JSON", e);
        }
    }
}
