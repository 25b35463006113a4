package svc.query;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.doReturn;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.GlobalSequenceTrackingToken;
import org.axonframework.eventhandling.Segment;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.async.SequentialPerAggregatePolicy;
import org.axonframework.eventhandling.async.SequentialPolicy;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.projections.TestDatabases;

/**
 * Read-your-writes over two segments, [0] and [1] of two: a segment this node processes counts by its position in
 * memory, one it does not by the token stored for it (another node's), and the read waits until every one has
 * reached the head of the log, or none of the events it has yet to reach is its own. Every event of the log is
 * aggregate {@code a}'s, which is segment [1]'s ({@code "a".hashCode()} is odd); {@code b}'s are segment [0]'s.
 */
class CatchUpTest {
    private static final String PROCESSOR = "facts";
    private static final long HEAD = 7;
    private static final Segment[] SEGMENTS = Segment.computeSegments(0, 1);

    private final Serializer serializer = JacksonSerializer.defaultSerializer();
    private final Map<Integer, EventTrackerStatus> held = new LinkedHashMap<>();
    private JdbcTemplate jdbc;
    private CatchUp catchUp;
    private EventProcessingConfiguration processing;

    @BeforeEach
    void aLogWhoseHeadIsSeven() {
        jdbc = new JdbcTemplate(TestDatabases.h2());
        for (long index = 1; index <= HEAD; index++) {
            append(index, "a");
        }
        StreamingEventProcessor processor = mock(StreamingEventProcessor.class);
        when(processor.getName()).thenReturn(PROCESSOR);
        when(processor.processingStatus()).thenReturn(held);
        processing = mock(EventProcessingConfiguration.class);
        when(processing.eventProcessor(PROCESSOR, StreamingEventProcessor.class))
                .thenReturn(Optional.of(processor));
        doReturn(SequentialPerAggregatePolicy.instance()).when(processing).sequencingPolicy(PROCESSOR);
        catchUp = new CatchUp(jdbc, processing, serializer, Duration.ofMillis(200));
    }

    @Test
    void everySegmentProcessedHereAtTheHeadIsEnoughWithNoTokenStoredYet() {
        holds(0, HEAD);
        holds(1, HEAD);
        assertThatCode(() -> catchUp.await(PROCESSOR)).doesNotThrowAnyException();
    }

    @Test
    void aSegmentProcessedHereCountsByItsPositionInMemoryNotItsOlderStoredToken() {
        holds(0, HEAD);
        stored(0, 2);
        stored(1, HEAD);
        assertThatCode(() -> catchUp.await(PROCESSOR)).doesNotThrowAnyException();
    }

    @Test
    void aSegmentProcessedHereThatIsBehindInMemoryHoldsTheReadBack() {
        holds(0, HEAD - 1);
        holds(1, HEAD);
        assertThatThrownBy(() -> catchUp.await(PROCESSOR)).isInstanceOf(ProjectionBehind.class);
    }

    @Test
    void anotherNodesSegmentWhoseStoredTokenIsBehindHoldsTheReadBack() {
        holds(0, HEAD);
        stored(0, HEAD);
        stored(1, HEAD - 1);
        assertThatThrownBy(() -> catchUp.await(PROCESSOR)).isInstanceOf(ProjectionBehind.class);
    }

    @Test
    void anotherNodesSegmentBehindOnlyByEventsOfOtherSegmentsHoldsNothingBack() {
        append(HEAD + 1, "b");
        holds(0, HEAD + 1);
        stored(0, HEAD + 1);
        stored(1, HEAD);
        assertThatCode(() -> catchUp.await(PROCESSOR)).doesNotThrowAnyException();
    }

    @Test
    void underAnotherSequencingPolicyAStoredTokenBehindHoldsTheReadBackWhateverTheEvents() {
        doReturn(new SequentialPolicy()).when(processing).sequencingPolicy(PROCESSOR);
        append(HEAD + 1, "b");
        holds(0, HEAD + 1);
        stored(0, HEAD + 1);
        stored(1, HEAD);
        assertThatThrownBy(() -> catchUp.await(PROCESSOR)).isInstanceOf(ProjectionBehind.class);
    }

    @Test
    void aProcessorWithNoSegmentAnywhereHasProcessedNothing() {
        assertThatThrownBy(() -> catchUp.await(PROCESSOR)).isInstanceOf(ProjectionBehind.class);
    }

    private void append(long index, String aggregate) {
        jdbc.update("INSERT INTO domainevententry (globalindex, aggregateidentifier, sequencenumber, type, "
                + "eventidentifier, payload, payloadtype, timestamp) VALUES (?, ?, ?, 't', ?, X'00', 'p', 'now')",
                index, aggregate, index, "e" + index);
    }

    private void holds(int segment, long position) {
        EventTrackerStatus status = mock(EventTrackerStatus.class);
        when(status.getSegment()).thenReturn(SEGMENTS[segment]);
        when(status.getCurrentPosition()).thenReturn(OptionalLong.of(position));
        held.put(segment, status);
    }

    private void stored(int segment, long position) {
        SerializedObject<byte[]> token = serializer.serialize(new GlobalSequenceTrackingToken(position), byte[].class);
        jdbc.update("INSERT INTO tokenentry (processorname, segment, token, tokentype, timestamp, owner) "
                + "VALUES (?, ?, ?, ?, 'now', NULL)", PROCESSOR, segment, token.getData(), token.getType().getName());
    }
}
