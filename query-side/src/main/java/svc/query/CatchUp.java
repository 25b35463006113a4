package svc.query;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;
import org.springframework.stereotype.Component;
import svc.command.parking.ParkedUnits;
import svc.command.store.ProcessorWakeUps;
import svc.query.api.ProjectionBehind;
import svc.query.api.UnitParked;

/**
 * Read-your-writes: before a read answers, the projections have processed every event committed before the read
 * began. Appends are serialised (see RecordedClock), so the log's highest index is a gap-free head.
 *
 * <p>Where this node processes a segment, its position in memory counts: Axon moves it after the batch commits, and
 * it is fresh, while the stored token of an idle segment moves only when its claim is extended, seconds later. With
 * several nodes each holds only some of a processor's segments, and another node's may be behind, so any segment
 * this node does not hold is read from its stored token, which commits with that node's projection writes: a token
 * at the head means its segment's rows are there, whichever node wrote them.
 */
@Component
public class CatchUp {
    private static final long FIRST_PAUSE_NANOS = TimeUnit.MICROSECONDS.toNanos(100);
    private static final long LAST_PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(5);

    private final EventProcessingConfiguration processing;
    private final Serializer serializer;
    private final Duration patience;
    private final Map<String, Scanned> scanned = new ConcurrentHashMap<>();
    private final Map<String, StreamingEventProcessor> processors = new ConcurrentHashMap<>();
    private final ParkedUnits parked;
    private final LogProbes probes;
    private final ProcessorWakeUps wakeUps;

    CatchUp(LogProbes probes, EventProcessingConfiguration processing, Serializer serializer,
            ReadSettings settings, ParkedUnits parked,
            ProcessorWakeUps wakeUps) {
        this.probes = probes;
        this.parked = parked;
        this.processing = processing;
        this.serializer = serializer;
        this.patience = settings.catchUpTimeout();
        this.wakeUps = wakeUps;
    }

    /**
     * Waits until every segment of the named processor has handled the head of the log. Patience outlasts the token
     * claim timeout, so a node can take over the claims a dead node held. An answer from a projection that is
     * behind would be wrong for its known-on date for good, so failing to catch up is an error, never a stale read.
     */
    public void await(String processorName) {
        Long head = probes.jdbc().queryForObject("SELECT MAX(globalindex) FROM domainevententry", Long.class);
        if (head != null) {
            awaitIndex(processor(processorName), head);
        }
    }

    /**
     * Waits until the named processor has handled every event of these payload types in the log, and no more: for a
     * projection of events that are rare (grants), most calls find none of those types among the newest events and
     * wait for nothing. What a scan found is kept ({@link Scanned}), so each call reads only the events appended since
     * the last scan (the first from the processor's position), not every event after the last of these types (the
     * processor's position stops there while it handles none of the rest): the cost of a call no longer grows with the
     * log. Answers which of those events the processor has now handled ({@link TypesHandled}).
     */
    public TypesHandled awaitEvents(String processorName, Collection<String> payloadTypes) {
        StreamingEventProcessor processor = processor(processorName);
        String key = processorName + payloadTypes;
        long lowest = lowest(processor);
        Scanned known = scanned.get(key);
        if (known == null || lowest < known.from()) {
            known = new Scanned(lowest, lowest, -1);
        }
        // Scans follow on from each other, so what was found since the first one began is complete.
        long from = known.head();
        String types = String.join(", ", Collections.nCopies(payloadTypes.size(), "?"));
        List<Object> arguments = new ArrayList<>(payloadTypes);
        arguments.add(from);
        Scanned before = known;
        // One scan of one snapshot gives both the head and the last event of these types at or below it.
        Scanned found = probes.jdbc().queryForObject("SELECT MAX(globalindex), MAX(CASE WHEN payloadtype IN ("
                + types
                + ") THEN globalindex END) FROM domainevententry WHERE globalindex > ?",
                (rs, n) -> new Scanned(before.from(), Math.max(from, rs.getLong(1)),
                        rs.getObject(2) == null ? before.last() : Math.max(before.last(), rs.getLong(2))),
                arguments.toArray());
        scanned.merge(key, found, Scanned::later);
        if (found.last() > lowest) {
            awaitIndex(processor, found.last());
        }
        return new TypesHandled(found.from(), found.last());
    }

    /**
     * Names the state a projection of some event types is in once it has handled them up to the head: the events of
     * those types after {@code from} were all looked at and {@code last} is the last of them (-1: none), so two equal
     * answers mean the processor had handled the same events of those types.
     */
    public record TypesHandled(long from, long last) {
    }

    /**
     * Waits until the named processor has handled every event of one unit, which is all a read of that unit depends
     * on: a unit's rows are folded from its own aggregate's events, and Axon's per-aggregate sequencing sends them all
     * to one segment, so only that segment is waited for. A read then no longer waits for other segments, on this node
     * or another, that had nothing of the unit (another node's idle segment stores its token only every few seconds).
     * The unit's last event is read from the log as the read begins, as {@link #await} reads the head; a unit with no
     * event waits for nothing. A unit whose events the processor parked ({@link ParkedUnits}) is refused: the segment
     * went past them, and its rows lack them.
     *
     * <p>Whether it is parked is asked in the same probe, and that answer stands when this node's segment of the unit
     * had already handled the unit's last event before the probe began: the dead letter of an event commits with the
     * batch that handled it, before the segment's position moves past it. Otherwise (the unit changed a moment ago, or
     * another node holds its segment) it is asked again once the wait is over.
     */
    public void awaitUnit(String processorName, String unitId) {
        StreamingEventProcessor processor = processor(processorName);
        long handledBefore = heldPosition(processor, unitId);
        // The unit's last event by its sequence number, which is also its highest index (an aggregate's next event
        // is appended only after the one before it is committed): the unique (aggregate, sequence) index answers it
        // whatever the planner knows. MAX(globalindex) of the unit's events let PostgreSQL walk the whole log's
        // primary key backwards instead, where the log had no statistics: 6.7 s for a unit with no event among
        // 200,000.
        UnitProbe probe = probes.jdbc().queryForObject("SELECT (SELECT globalindex FROM domainevententry "
                        + "WHERE aggregateidentifier = ? ORDER BY sequencenumber DESC FETCH FIRST 1 ROW ONLY), "
                        + ParkedUnits.PARKED,
                (rs, n) -> new UnitProbe(rs.getObject(1) == null ? -1 : rs.getLong(1), rs.getBoolean(2)),
                unitId, processorName, unitId);
        long last = probe.last();
        if (last < 0) {
            return;
        }
        boolean parkedNow = probe.parked();
        if (handledBefore < last) {
            awaitUntil(processor, last, () -> reached(processor, unitId, last));
            parkedNow = parked.parked(processorName, unitId);
        }
        if (parkedNow) {
            throw new UnitParked(unitId, processorName);
        }
    }

    /** The unit's last event in the log ({@code -1}: none), and whether the processor had parked the unit. */
    private record UnitProbe(long last, boolean parked) {
    }

    /** The position of this node's segment that handles the unit: -1 where this node holds none or it handled none. */
    private static long heldPosition(StreamingEventProcessor processor, String unitId) {
        for (EventTrackerStatus status : processor.processingStatus().values()) {
            if (status.getSegment().matches(unitId)) {
                return status.getCurrentPosition().orElse(-1);
            }
        }
        return -1;
    }

    /** Whether the segment that handles this unit's events has handled the one at {@code index}. */
    private boolean reached(StreamingEventProcessor processor, String unitId, long index) {
        for (EventTrackerStatus status : processor.processingStatus().values()) {
            if (status.getSegment().matches(unitId)) {
                return at(status.getCurrentPosition(), index);
            }
        }
        List<Segment> stored = stored(processor);
        int[] ids = stored.stream().mapToInt(Segment::id).toArray();
        for (org.axonframework.eventhandling.Segment shape : org.axonframework.eventhandling.Segment
                .computeSegments(ids)) {
            if (shape.matches(unitId)) {
                return stored.stream().anyMatch(segment -> segment.id() == shape.getSegmentId()
                        && at(segment.position(), index));
            }
        }
        return false;
    }

    /**
     * The processor of this name. Axon builds a map of every processor for each lookup (0.7% of the request threads'
     * samples in a profile of the bench's calls); the processors are made once, at start, so each is looked up once.
     */
    private StreamingEventProcessor processor(String processorName) {
        return processors.computeIfAbsent(processorName, name -> processing
                .eventProcessor(name, StreamingEventProcessor.class)
                .orElseThrow(() -> new IllegalStateException("no event processor named " + name)));
    }

    private void awaitIndex(StreamingEventProcessor processor, long index) {
        awaitUntil(processor, index, () -> reached(processor, index));
    }

    /**
     * Waits, up to the patience, until the processor has handled the event at {@code index}, as {@code reached} says.
     * A processor that stops meanwhile ends the wait at once: the process is stopping, and what waits (a sweep on the
     * scheduler) would otherwise hold up the shutdown for the whole patience, as nothing moves the tokens it reads.
     */
    private void awaitUntil(StreamingEventProcessor processor, long index, BooleanSupplier reached) {
        long deadline = System.nanoTime() + patience.toNanos();
        long pause = FIRST_PAUSE_NANOS;
        boolean hurried = false;
        while (System.nanoTime() < deadline) {
            if (reached.getAsBoolean()) {
                return;
            }
            if (!processor.isRunning()) {
                throw new ProjectionBehind(processor.getName(), index);
            }
            if (!hurried) {
                wakeUps.hurry(processor.getName());
                hurried = true;
            }
            // A processor woken by the commit usually finishes within a few milliseconds: look again soon at first,
            // and less often the longer it takes (a segment on another node is read from the database each time).
            LockSupport.parkNanos(pause);
            pause = Math.min(pause * 2, LAST_PAUSE_NANOS);
            if (Thread.interrupted()) {
                Thread.currentThread().interrupt();
                throw new ProjectionBehind(processor.getName(), index, patience);
            }
        }
        throw new ProjectionBehind(processor.getName(), index, patience);
    }

    /** The position of the processor's segment furthest behind: -1 when one has handled nothing yet. */
    private long lowest(StreamingEventProcessor processor) {
        Map<Integer, EventTrackerStatus> held = processor.processingStatus();
        long lowest = held.values().stream()
                .mapToLong(status -> status.getCurrentPosition().orElse(-1))
                .min().orElse(Long.MAX_VALUE);
        if (!coverAll(held.values())) {
            lowest = Math.min(lowest, stored(processor).stream()
                    .filter(segment -> !held.containsKey(segment.id()))
                    .mapToLong(segment -> segment.position().orElse(-1))
                    .min().orElse(-1));
        }
        return lowest == Long.MAX_VALUE ? -1 : lowest;
    }

    private boolean reached(StreamingEventProcessor processor, long head) {
        Map<Integer, EventTrackerStatus> held = processor.processingStatus();
        if (!held.values().stream().allMatch(status -> at(status.getCurrentPosition(), head))) {
            return false;
        }
        if (coverAll(held.values())) {
            return true;
        }
        List<Segment> stored = stored(processor);
        return !stored.isEmpty() && stored.stream()
                .allMatch(segment -> held.containsKey(segment.id()) || at(segment.position(), head));
    }

    private List<Segment> stored(StreamingEventProcessor processor) {
        // On the probes' pool, as the log's probes: a node that holds only some segments reads the others' tokens
        // on every call, and on the calls' pool that read queued behind the calls for a connection (a profile of two
        // nodes under 32 callers: request threads waiting there 690 times, 44 s in all, in 45 s).
        return probes.jdbc().query("SELECT segment, token, tokentype FROM tokenentry WHERE processorname = ?",
                (rs, n) -> new Segment(rs.getInt(1), position(rs.getBytes(2), rs.getString(3))),
                processor.getName());
    }

    /** Whether the segments this node processes make up the whole processor: their shares of the log sum to one. */
    private static boolean coverAll(Collection<EventTrackerStatus> held) {
        double share = held.stream().mapToDouble(status -> 1.0 / (status.getSegment().getMask() + 1)).sum();
        return !held.isEmpty() && share > 0.999_999;
    }

    private static boolean at(OptionalLong position, long head) {
        return position.isPresent() && position.getAsLong() >= head;
    }

    private OptionalLong position(byte[] token, String type) {
        if (token == null) {
            return OptionalLong.empty();
        }
        TrackingToken tracking = serializer.deserialize(new SimpleSerializedObject<>(token, byte[].class, type, null));
        return tracking.position();
    }

    private record Segment(int id, OptionalLong position) {
    }

    /**
     * Every event of some types after {@code from} and at or below {@code head} has been looked at; the last of them
     * is {@code last} (-1: none). It answers for a processor at or after {@code from}; one reset behind it scans anew.
     */
    private record Scanned(long from, long head, long last) {
        /** Both are true; the one that has seen further says more, and of two as far the one from further back. */
        Scanned later(Scanned other) {
            if (other.head != head) {
                return other.head > head ? other : this;
            }
            return other.from < from ? other : this;
        }
    }
}
