package svc.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.Segment;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.messaging.MessageDispatchInterceptor;
import org.axonframework.queryhandling.DefaultQueryGateway;
import org.axonframework.queryhandling.QueryGateway;
import org.axonframework.queryhandling.QueryHandler;
import org.axonframework.queryhandling.SimpleQueryBus;
import org.axonframework.queryhandling.annotation.AnnotationQueryHandlerAdapter;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import svc.command.api.UnitIds;
import svc.command.api.UnitKind;
import svc.command.parking.ParkedUnits;
import svc.projections.TestDatabases;
import svc.projections.meaning.EntityMeaningProjection;
import svc.projections.rebuild.OwnedRows;
import svc.projections.rebuild.Rebuildable;
import svc.query.api.MeaningQuery;
import svc.query.api.ProjectionBehind;
import svc.query.api.UnitQuery;

/**
 * Queries wait for what their handlers say they read, as they are sent: the processor keeping a kind, over the whole
 * log, or the one keeping a query's unit, up to that unit's last event. A log of three events: a hypothesis's
 * (index 1) and two of an entity (2 and 3); the {@code facts} processor keeps entities, {@code hypotheses} hypotheses,
 * each in one segment.
 */
class AwaitedQueriesTest {
    private static final String ENTITY = UnitIds.of("t1", UnitKind.ENTITY, "e1");
    private static final String HYPOTHESIS = UnitIds.of("t1", UnitKind.HYPOTHESIS, "h1");

    private final Map<String, Map<Integer, EventTrackerStatus>> positions = new LinkedHashMap<>();
    private final Handlers handlers = new Handlers();
    private DefaultListableBeanFactory beans;
    private SimpleQueryBus bus;
    private QueryGateway queries;
    private AwaitedQueries awaited;
    private CatchUp catchUp;

    @BeforeEach
    void aLogOfAHypothesisAndAnEntity() {
        JdbcTemplate jdbc = new JdbcTemplate(TestDatabases.h2());
        append(jdbc, 1, HYPOTHESIS, 0);
        append(jdbc, 2, ENTITY, 0);
        append(jdbc, 3, ENTITY, 1);
        EventProcessingConfiguration processing = mock(EventProcessingConfiguration.class);
        for (String name : List.of("facts", "hypotheses", EntityMeaningProjection.NAME)) {
            StreamingEventProcessor processor = mock(StreamingEventProcessor.class);
            Map<Integer, EventTrackerStatus> held = new LinkedHashMap<>();
            positions.put(name, held);
            when(processor.getName()).thenReturn(name);
            when(processor.processingStatus()).thenReturn(held);
            when(processor.isRunning()).thenReturn(true);
            when(processing.eventProcessor(name, StreamingEventProcessor.class)).thenReturn(Optional.of(processor));
        }
        catchUp = new CatchUp(new LogProbes(jdbc.getDataSource()), processing,
                JacksonSerializer.defaultSerializer(), new ReadSettings(Duration.ofMillis(200)), new ParkedUnits(jdbc),
                processor -> { });
        bus = SimpleQueryBus.builder().build();
        new AnnotationQueryHandlerAdapter<>(handlers).subscribe(bus);
        queries = DefaultQueryGateway.builder().queryBus(bus).build();
        beans = new DefaultListableBeanFactory();
        beans.registerSingleton("handlers", handlers);
        awaited = new AwaitedQueries(catchUp, new KindProcessors(List.of(new Facts(), new Hypotheses()),
                Optional.of(mock(EntityMeaningProjection.class))), beans, bus);
        awaited.afterSingletonsInstantiated();
    }

    @Test
    void aQueryOfAKindIsHandledOnceItsProcessorHasTheWholeLog() {
        at("facts", 3);
        at("hypotheses", 0);
        assertThat(queries.query(new Entities(), String.class).join()).isEqualTo("entities");
    }

    @Test
    void aQueryOfAKindWhoseProcessorIsBehindIsRefusedUnhandled() {
        at("facts", 2);
        assertThatThrownBy(() -> queries.query(new Entities(), String.class).join())
                .isInstanceOf(ProjectionBehind.class);
        assertThat(handlers.handled).hasValue(0);
    }

    @Test
    void aQueryOfOneUnitWaitsOnlyForThatUnitsLastEventInItsOwnProcessor() {
        at("hypotheses", 1);
        at("facts", 0);
        assertThat(queries.query(new OneUnit(HYPOTHESIS), String.class).join()).isEqualTo(HYPOTHESIS);
    }

    @Test
    void aQueryOfOneUnitWhoseProcessorIsBehindTheUnitIsRefused() {
        at("hypotheses", 3);
        at("facts", 2);
        assertThatThrownBy(() -> queries.query(new OneUnit(ENTITY), String.class).join())
                .isInstanceOf(ProjectionBehind.class);
    }

    @Test
    void aQueryWhoseHandlerAwaitsNothingIsHandledAtOnce() {
        at("facts", 0);
        at("hypotheses", 0);
        assertThat(queries.query(new FromTheLog(), String.class).join()).isEqualTo("log");
    }

    @Test
    void aQueryByMeaningWaitsForTheMeaningsOfNamesAsWell() {
        at("facts", 3);
        at(EntityMeaningProjection.NAME, 2);
        assertThat(queries.query(new Named(false), String.class).join()).isEqualTo("named");
        assertThatThrownBy(() -> queries.query(new Named(true), String.class).join())
                .isInstanceOf(ProjectionBehind.class);
        at(EntityMeaningProjection.NAME, 3);
        assertThat(queries.query(new Named(true), String.class).join()).isEqualTo("named");
    }

    @Test
    void aQueryByMeaningInAProcessKeepingNoMeaningsWaitsOnlyForItsKinds() {
        at("facts", 3);
        at(EntityMeaningProjection.NAME, 0);
        SimpleQueryBus without = SimpleQueryBus.builder().build();
        new AnnotationQueryHandlerAdapter<>(handlers).subscribe(without);
        new AwaitedQueries(catchUp, new KindProcessors(List.of(new Facts()), Optional.empty()), beans, without)
                .afterSingletonsInstantiated();
        assertThat(DefaultQueryGateway.builder().queryBus(without).build().query(new Named(true), String.class)
                .join()).isEqualTo("named");
    }

    @Test
    void aChangeAboutToBeAnsweredWaitsForItsUnitsProcessor() {
        at("facts", 2);
        assertThatThrownBy(() -> awaited.awaitUnit(ENTITY)).isInstanceOf(ProjectionBehind.class);
        at("facts", 3);
        awaited.awaitUnit(ENTITY);
    }

    @Test
    @SuppressWarnings("unchecked")
    void aQuerySentThroughAGatewayWithEveryDispatchInterceptorBeanWaitsOnce() {
        at("facts", 3);
        CatchUp counted = mock(CatchUp.class);
        AwaitedQueries once = new AwaitedQueries(counted, new KindProcessors(List.of(new Facts(), new Hypotheses()),
                Optional.empty()), beans, bus);
        once.afterSingletonsInstantiated();
        // As Axon's Spring configuration does: every dispatch interceptor bean goes on the query gateway too.
        DefaultQueryGateway gateway = DefaultQueryGateway.builder().queryBus(bus).build();
        beans.registerSingleton("once", once);
        beans.getBeansOfType(MessageDispatchInterceptor.class).values()
                .forEach(interceptor -> gateway.registerDispatchInterceptor(interceptor));
        gateway.query(new Entities(), String.class).join();
        verify(counted, times(1)).await("facts");
    }

    @Test
    void aKindNoProjectionHereKeepsIsNotWaitedFor() {
        awaited.awaitUnit(UnitIds.of("t1", UnitKind.TASK, "k1"));
    }

    @Test
    void aHandlerAwaitingItsUnitOfAQueryThatNamesNoneIsRefusedAtStart() {
        beans.registerSingleton("wrong", new Wrong());
        assertThatThrownBy(() -> awaited.afterSingletonsInstantiated())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("Entities does not name");
    }

    @Test
    void twoProjectionsKeepingOneKindAreRefused() {
        assertThatThrownBy(() -> new KindProcessors(List.of(new Facts(), new AlsoEntities()), Optional.empty()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("entity units are kept by both");
    }

    private void at(String processor, long position) {
        EventTrackerStatus status = mock(EventTrackerStatus.class);
        when(status.getSegment()).thenReturn(Segment.ROOT_SEGMENT);
        when(status.getCurrentPosition()).thenReturn(OptionalLong.of(position));
        positions.get(processor).put(0, status);
    }

    private static void append(JdbcTemplate jdbc, long index, String unit, long sequence) {
        jdbc.update("INSERT INTO domainevententry (globalindex, aggregateidentifier, sequencenumber, type, "
                + "eventidentifier, payload, payloadtype, timestamp) VALUES (?, ?, ?, 't', ?, X'00', 'p', 'now')",
                index, unit, sequence, "e" + index);
    }

    record Entities() {
    }

    record OneUnit(String unitId) implements UnitQuery {
    }

    record FromTheLog() {
    }

    record Named(boolean byMeaning) implements MeaningQuery {
    }

    static class Handlers {
        private final AtomicInteger handled = new AtomicInteger();

        @QueryHandler
        @Awaits(UnitKind.ENTITY)
        String handle(Entities query) {
            handled.incrementAndGet();
            return "entities";
        }

        @QueryHandler
        @Awaits(itsUnit = true)
        String handle(OneUnit query) {
            return query.unitId();
        }

        @QueryHandler
        @Awaits(value = UnitKind.ENTITY, meaningsWhenAsked = true)
        String handle(Named query) {
            return "named";
        }

        @QueryHandler
        String handle(FromTheLog query) {
            return "log";
        }
    }

    static class Wrong {
        @QueryHandler
        @Awaits(itsUnit = true)
        String handle(Entities query) {
            return "";
        }
    }

    @ProcessingGroup("facts")
    static class Facts implements Rebuildable {
        @Override
        public List<OwnedRows> rows() {
            return OwnedRows.ofKinds("entity", "connection");
        }
    }

    @ProcessingGroup("hypotheses")
    static class Hypotheses implements Rebuildable {
        @Override
        public List<OwnedRows> rows() {
            return OwnedRows.ofKinds("hypothesis");
        }
    }

    @ProcessingGroup("other")
    static class AlsoEntities implements Rebuildable {
        @Override
        public List<OwnedRows> rows() {
            return OwnedRows.ofKinds("entity");
        }
    }
}
