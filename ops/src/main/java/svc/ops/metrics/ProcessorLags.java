package svc.ops.metrics;

import java.util.Collections;
import java.util.Map;
import java.util.OptionalLong;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.tokenstore.GenericTokenEntry;
import org.axonframework.serialization.Serializer;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import svc.query.LogProbes;

/**
 * How many events each event processor is behind the head of the log: the head less the position of its furthest
 * behind segment. A segment's position is the token the token store holds for it, so segments another node claims,
 * or none does (a stopped processor), count too; where this node is processing a segment, its position in memory is
 * fresher (a token is stored per batch) and counts instead when it is further on. A processor that holds no token yet
 * has processed nothing. Two queries answer every processor at once, and one answer serves every reader for a moment,
 * so a scrape that reads a gauge per processor and the readiness check cost one pair between them.
 */
@Component
class ProcessorLags {
    private static final long FRESH_NANOS = TimeUnit.MILLISECONDS.toNanos(500);

    private final JdbcTemplate jdbc;
    private final EventProcessingConfiguration processing;
    private final Serializer serializer;
    private Taken last;

    ProcessorLags(LogProbes probes, EventProcessingConfiguration processing, Serializer serializer) {
        this.jdbc = probes.jdbc();
        this.processing = processing;
        this.serializer = serializer;
    }

    /** The processors whose lag is measured, by name: every streaming one, each named by its processing group. */
    SortedMap<String, StreamingEventProcessor> processors() {
        SortedMap<String, StreamingEventProcessor> processors = new TreeMap<>();
        processing.eventProcessors().forEach((name, processor) -> {
            if (processor instanceof StreamingEventProcessor streaming) {
                processors.put(name, streaming);
            }
        });
        return processors;
    }

    /** Each processor's lag in events, by name. */
    synchronized SortedMap<String, Long> now() {
        long at = System.nanoTime();
        if (last == null || at - last.at() > FRESH_NANOS) {
            last = new Taken(at, Collections.unmodifiableSortedMap(measure()));
        }
        return last.lags();
    }

    private SortedMap<String, Long> measure() {
        Long head = jdbc.queryForObject("SELECT MAX(globalindex) FROM domainevententry", Long.class);
        SortedMap<String, StreamingEventProcessor> processors = processors();
        Map<String, Map<Integer, Long>> positions = stored(processors);
        SortedMap<String, Long> lags = new TreeMap<>();
        processors.forEach((name, processor) -> {
            Map<Integer, Long> segments = positions.computeIfAbsent(name, none -> new TreeMap<>());
            processor.processingStatus().forEach((segment, status) ->
                    segments.merge(segment, position(status), Math::max));
            long behind = segments.values().stream().mapToLong(Long::longValue).min().orElse(0);
            lags.put(name, head == null ? 0 : Math.max(0, head - behind));
        });
        return lags;
    }

    /** The position of each segment's stored token, by processor and segment. */
    private Map<String, Map<Integer, Long>> stored(SortedMap<String, StreamingEventProcessor> processors) {
        Map<String, Map<Integer, Long>> positions = new TreeMap<>();
        jdbc.query("SELECT processorname, segment, token, tokentype, timestamp, owner FROM tokenentry", row -> {
            String name = row.getString("processorname");
            if (!processors.containsKey(name)) {
                return;
            }
            TrackingToken token = new GenericTokenEntry<>(row.getBytes("token"), row.getString("tokentype"),
                    row.getString("timestamp"), row.getString("owner"), name, row.getInt("segment"), byte[].class)
                    .getToken(serializer);
            positions.computeIfAbsent(name, none -> new TreeMap<>())
                    .put(row.getInt("segment"), token == null ? 0 : token.position().orElse(0));
        });
        return positions;
    }

    private static long position(EventTrackerStatus status) {
        OptionalLong position = status.getCurrentPosition();
        return position.orElse(0);
    }

    private record Taken(long at, SortedMap<String, Long> lags) {
    }
}
