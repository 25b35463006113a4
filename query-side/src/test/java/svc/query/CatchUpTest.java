package svc.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.GlobalSequenceTrackingToken;
import org.axonframework.eventhandling.Segment;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.command.parking.ParkedUnits;
import svc.projections.TestDatabases;
import svc.query.api.ProjectionBehind;
import svc.query.api.UnitParked;

/**
 * Read-your-writes over two segments, [0] and [1] of two: a segment this node processes counts by its position in
 * memory, one it does not by the token stored for it (another node's), and the read waits until every one has
 * reached the head of the log.
 */
class CatchUpTest {
    private static final String PROCESSOR = "facts";
    private static final long HEAD = 7;
    private static final Duration PATIENCE = Duration.ofMillis(200);
    private static final String UNIT = "a";
    private static final Segment[] SEGMENTS = Segment.computeSegments(0, 1);

    private final Serializer serializer = JacksonSerializer.defaultSerializer();
    private final Map<Integer, EventTrackerStatus> held = new LinkedHashMap<>();
    private JdbcTemplate jdbc;
    private CatchUp catchUp;
    private StreamingEventProcessor processor;
    private EventProcessingConfiguration processing;
    private final List<String> hurried = new CopyOnWriteArrayList<>();

    @BeforeEach
    void aLogWhoseHeadIsSeven() {
        jdbc = new JdbcTemplate(TestDatabases.h2());
        for (long index = 1; index <= HEAD; index++) {
            jdbc.update("INSERT INTO domainevententry (globalindex, aggregateidentifier, sequencenumber, type, "
                    + "eventidentifier, payload, payloadtype, timestamp) VALUES (?, 'a', ?, 't', ?, X'00', 'p', 'now')",
                    index, index, "e" + index);
        }
        processor = mock(StreamingEventProcessor.class);
        when(processor.getName()).thenReturn(PROCESSOR);
        when(processor.processingStatus()).thenReturn(held);
        when(processor.isRunning()).thenReturn(true);
        processing = mock(EventProcessingConfiguration.class);
        when(processing.eventProcessor(PROCESSOR, StreamingEventProcessor.class))
                .thenReturn(Optional.of(processor));
        catchUp = new CatchUp(new LogProbes(jdbc.getDataSource()), processing, serializer,
                new ReadSettings(PATIENCE), new ParkedUnits(jdbc), hurried::add);
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
    void aReadThatFindsTheProcessorBehindHurriesItsWakeUpOnceAndOneThatFindsItThereDoesNot() {
        holds(0, HEAD);
        holds(1, HEAD - 1);
        assertThatThrownBy(() -> catchUp.await(PROCESSOR)).isInstanceOf(ProjectionBehind.class);
        assertThat(hurried).as("the processor waited for, by name").containsExactly(PROCESSOR);
        holds(1, HEAD);
        catchUp.await(PROCESSOR);
        assertThat(hurried).hasSize(1);
    }

    @Test
    void aProcessorThatStopsEndsTheWaitAtOnceRatherThanAfterThePatience() {
        holds(0, HEAD);
        stored(1, HEAD - 1);
        when(processor.isRunning()).thenReturn(false);
        CatchUp patient = new CatchUp(new LogProbes(jdbc.getDataSource()), processing, serializer,
                new ReadSettings(Duration.ofHours(1)), new ParkedUnits(jdbc), hurried::add);
        assertTimeoutPreemptively(Duration.ofMinutes(1), () -> assertThatThrownBy(() -> patient.await(PROCESSOR))
                .isInstanceOf(ProjectionBehind.class).hasMessageContaining("stopped before"));
    }

    @Test
    void aProcessorWithNoSegmentAnywhereHasProcessedNothing() {
        assertThatThrownBy(() -> catchUp.await(PROCESSOR)).isInstanceOf(ProjectionBehind.class);
    }

    // A read of one unit: the log's seven events are all of unit 'a', whose segment of two is [1].

    @Test
    void aUnitWaitsOnlyForTheSegmentItsEventsGoTo() {
        assertThat(SEGMENTS[1].matches(UNIT)).as("the unit's segment").isTrue();
        holds(0, 2);
        holds(1, HEAD);
        assertThatCode(() -> catchUp.awaitUnit(PROCESSOR, UNIT)).doesNotThrowAnyException();
        assertThatThrownBy(() -> catchUp.await(PROCESSOR)).as("a read of the whole processor still waits")
                .isInstanceOf(ProjectionBehind.class);
    }

    @Test
    void theUnitsSegmentBehindItsLastEventHoldsTheReadBack() {
        holds(0, HEAD);
        holds(1, HEAD - 1);
        assertThatThrownBy(() -> catchUp.awaitUnit(PROCESSOR, UNIT)).isInstanceOf(ProjectionBehind.class);
    }

    @Test
    void theUnitsSegmentOnAnotherNodeCountsByItsStoredToken() {
        holds(0, 2);
        stored(0, 2);
        stored(1, HEAD);
        assertThatCode(() -> catchUp.awaitUnit(PROCESSOR, UNIT)).doesNotThrowAnyException();
    }

    @Test
    void theUnitsSegmentOnAnotherNodeWhoseStoredTokenIsBehindHoldsTheReadBack() {
        holds(0, HEAD);
        stored(0, HEAD);
        stored(1, HEAD - 1);
        assertThatThrownBy(() -> catchUp.awaitUnit(PROCESSOR, UNIT)).isInstanceOf(ProjectionBehind.class);
    }

    @Test
    void aUnitWhoseEventsTheProcessorParkedIsRefusedOnceItsSegmentWentPastThem() {
        holds(1, HEAD);
        park(PROCESSOR, UNIT);
        assertThatThrownBy(() -> catchUp.awaitUnit(PROCESSOR, UNIT)).isInstanceOf(UnitParked.class)
                .hasMessageContaining(UNIT);
    }

    @Test
    void aUnitParkedByAnotherProcessorIsReadFromThisOne() {
        holds(1, HEAD);
        park("another", UNIT);
        assertThatCode(() -> catchUp.awaitUnit(PROCESSOR, UNIT)).doesNotThrowAnyException();
    }

    @Test
    void aUnitWithNoEventWaitsForNothing() {
        assertThatCode(() -> catchUp.awaitUnit(PROCESSOR, "nobody")).doesNotThrowAnyException();
    }

    // A read that depends on rare events (grants): the log's seven events are of type 'p', none of type 'g'.

    @Test
    void noEventOfTheTypesWaitsForNothingHoweverFarBehindTheProcessorIs() {
        holds(0, 2);
        holds(1, 2);
        assertThatCode(() -> catchUp.awaitEvents(PROCESSOR, List.of("g"))).doesNotThrowAnyException();
    }

    @Test
    void anEventOfTheTypesAfterTheProcessorHoldsTheReadBack() {
        append(8, "g");
        holds(0, HEAD);
        holds(1, HEAD);
        assertThatThrownBy(() -> catchUp.awaitEvents(PROCESSOR, List.of("g"))).isInstanceOf(ProjectionBehind.class);
        holds(0, 8);
        holds(1, 8);
        assertThatCode(() -> catchUp.awaitEvents(PROCESSOR, List.of("g"))).doesNotThrowAnyException();
    }

    @Test
    void anEventOfTheTypesAppendedAfterAnEarlierScanIsFound() {
        holds(0, HEAD);
        holds(1, HEAD);
        catchUp.awaitEvents(PROCESSOR, List.of("g"));
        append(8, "g");
        append(9, "p");
        assertThatThrownBy(() -> catchUp.awaitEvents(PROCESSOR, List.of("g"))).isInstanceOf(ProjectionBehind.class);
    }

    @Test
    void anEventOfTheTypesFoundByAnEarlierScanStillHoldsBackAProcessorThatFellBehindIt() {
        append(8, "g");
        append(9, "p");
        holds(0, 9);
        stored(1, 9);
        catchUp.awaitEvents(PROCESSOR, List.of("g"));
        jdbc.update("DELETE FROM tokenentry");
        stored(1, HEAD);
        assertThatThrownBy(() -> catchUp.awaitEvents(PROCESSOR, List.of("g"))).as("segment [1] reset behind event 8")
                .isInstanceOf(ProjectionBehind.class);
    }

    @Test
    void theAnswerChangesWithAnEventOfTheTypesAndWithNothingElse() {
        holds(0, HEAD);
        holds(1, HEAD);
        CatchUp.TypesHandled first = catchUp.awaitEvents(PROCESSOR, List.of("g"));
        append(8, "p");
        holds(0, 8);
        holds(1, 8);
        assertThat(catchUp.awaitEvents(PROCESSOR, List.of("g"))).as("after another type").isEqualTo(first);
        append(9, "g");
        append(10, "p");
        holds(0, 10);
        holds(1, 10);
        CatchUp.TypesHandled third = catchUp.awaitEvents(PROCESSOR, List.of("g"));
        assertThat(third).as("after one of the types").isNotEqualTo(first);
        append(11, "p");
        holds(0, 11);
        holds(1, 11);
        assertThat(catchUp.awaitEvents(PROCESSOR, List.of("g"))).isEqualTo(third);
    }

    private void append(long index, String payloadType) {
        jdbc.update("INSERT INTO domainevententry (globalindex, aggregateidentifier, sequencenumber, type, "
                + "eventidentifier, payload, payloadtype, timestamp) VALUES (?, 'b', ?, 't', ?, X'00', ?, 'now')",
                index, index, "e" + index, payloadType);
    }

    private void park(String processor, String unit) {
        jdbc.update("INSERT INTO deadletterentry (deadletteridentifier, processinggroup, sequenceidentifier, "
                + "sequenceindex, messagetype, eventidentifier, timestamp, payloadtype, payload, enqueuedat) "
                + "VALUES (?, ?, ?, 0, 'm', 'e1', 'now', 'p', X'00', 'now')", processor + unit, processor, unit);
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
