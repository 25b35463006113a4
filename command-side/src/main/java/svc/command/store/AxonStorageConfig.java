package svc.command.store;

import com.zaxxer.hikari.HikariDataSource;
import java.time.Clock;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import javax.sql.DataSource;
import org.axonframework.commandhandling.CommandBus;
import org.axonframework.commandhandling.CommandBusSpanFactory;
import org.axonframework.commandhandling.DuplicateCommandHandlerResolver;
import org.axonframework.commandhandling.SimpleCommandBus;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.common.transaction.NoTransactionManager;
import org.axonframework.common.jdbc.PersistenceExceptionResolver;
import org.axonframework.eventsourcing.eventstore.jpa.SQLStateResolver;
import org.axonframework.common.transaction.TransactionManager;
import org.axonframework.config.ConfigurerModule;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.AbstractEventProcessor;
import org.axonframework.eventhandling.EventBusSpanFactory;
import org.axonframework.eventhandling.PropagatingErrorHandler;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.axonframework.eventhandling.tokenstore.jdbc.JdbcTokenStore;
import org.axonframework.eventhandling.tokenstore.jdbc.TokenSchema;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import org.axonframework.messaging.correlation.CorrelationDataProvider;
import org.axonframework.messaging.interceptors.CorrelationDataInterceptor;
import org.axonframework.messaging.correlation.MessageOriginProvider;
import org.axonframework.messaging.correlation.SimpleCorrelationDataProvider;
import org.axonframework.serialization.Serializer;
import org.axonframework.spring.jdbc.SpringDataSourceConnectionProvider;
import org.axonframework.spring.messaging.unitofwork.SpringTransactionManager;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.jdbc.DataSourceProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.JdbcTransactionManager;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import svc.command.nodes.LiveNodes;
import svc.command.nodes.NodeId;
import svc.command.nodes.SegmentShare;
import svc.sql.OwnPool;

/**
 * Axon on JDBC without Axon Server: the engine and token store are declared here so that nothing (JPA on the
 * classpath, say) can swap them, concurrent appends surface as conflicts, and every processor is pooled and named.
 */
@Configuration
@EnableConfigurationProperties({AxonSettings.class, AppenderSettings.class})
public class AxonStorageConfig {

    /** MetaData keys that every message caused by a call carries on to the events it causes. */
    public static final String BY = "by";
    public static final String RUN = "run";
    public static final String ROUTE = "route";
    public static final String BECAUSE = "because";

    @Bean
    @ConditionalOnMissingBean
    public Clock clock() {
        return Clock.systemUTC();
    }

    @Bean
    static BeanPostProcessor fasterReads() {
        return new FasterReads();
    }

    /** PostgreSQL and H2 report unique violations as SQLState 23505; the default resolver misses batch inserts. */
    @Bean
    public PersistenceExceptionResolver persistenceExceptionResolver() {
        return new SQLStateResolver("23505");
    }

    /**
     * Axon's event store as its auto-configuration makes it, but for how often it polls the log when it has caught
     * up (events another node appends arrive by that poll; Axon's default of a second between polls was most of the
     * wait of a read on one node after a change on another), and with streams that call their processors back as
     * soon as new events can be read ({@link CallingBackEventStore}; docs/decisions.md).
     */
    @Qualifier("eventStore")
    @Bean(name = "eventBus")
    public CallingBackEventStore eventStore(EventStorageEngine storageEngine,
            org.axonframework.config.Configuration axonConfig, AxonSettings settings,
            ObjectProvider<EventProcessingConfiguration> processing) {
        CallingBackEventStore store = CallingBackEventStore.of(EmbeddedEventStore.builder()
                .storageEngine(storageEngine)
                .messageMonitor(axonConfig.messageMonitor(EventStore.class, "eventStore"))
                .spanFactory(axonConfig.getComponent(EventBusSpanFactory.class))
                .fetchDelay(settings.fetchDelay().toMillis())
                .timeUnit(TimeUnit.MILLISECONDS), settings.wakeGather(), settings.wakeUnconcerned());
        store.takenBy(processor -> processing.getObject().eventProcessor(processor, AbstractEventProcessor.class)
                .<Predicate<Class<?>>>map(found -> found.eventHandlerInvoker()::canHandleType)
                .orElse(type -> true));
        return store;
    }

    /**
     * On PostgreSQL the nodes tell each other of their appends ({@link AppendSignal}), so a node reads another's events
     * at once rather than at its next poll; nothing on H2, where one process holds the record. A serving node tells
     * only while it sees another serving; a command-line process, which is no node and does not count them, always
     * tells.
     */
    @Bean(destroyMethod = "close")
    public AppendSignal appendSignal(DataSource dataSource, CallingBackEventStore store, NodeId node,
            AxonSettings settings, ObjectProvider<LiveNodes> nodes) {
        LiveNodes live = nodes.getIfAvailable();
        AppendSignal signal = AppendSignal.on(dataSource, node.value(), store::readNow, settings.notifyDebounce(),
                () -> live == null || live.count() > 1);
        store.onAppend(signal::appended);
        return signal;
    }

    @Bean
    public EventStorageEngine eventStorageEngine(Serializer serializer,
            @Qualifier("eventSerializer") Serializer eventSerializer,
            PersistenceExceptionResolver resolver,
            ConnectionProvider connectionProvider,
            TransactionManager transactionManager,
            org.axonframework.config.Configuration axonConfig,
            DataSource dataSource,
            PlatformTransactionManager platformTransactionManager,
            Clock clock, AxonSettings settings, Appender appender) {
        EventStorageEngine jdbc = jdbcEngine(serializer, eventSerializer, resolver, connectionProvider,
                transactionManager, axonConfig, 500, settings.gapTimeoutMs());
        EventStorageEngine streams = jdbcEngine(serializer, eventSerializer, resolver, connectionProvider,
                NoTransactionManager.instance(), axonConfig, 500, settings.gapTimeoutMs());
        return new RecordedTimeStamping(jdbc, streams, new RecordedClock(new JdbcTemplate(dataSource), clock),
                new TransactionTemplate(platformTransactionManager), appender);
    }

    /**
     * The group-commit appender ({@link Appender}), over a pool of its own of two connections to the same database:
     * one writing, one ready when the first is replaced.
     */
    @Bean(destroyMethod = "close")
    public Appender appender(DataSourceProperties properties, Serializer serializer,
            @Qualifier("eventSerializer") Serializer eventSerializer, PersistenceExceptionResolver resolver,
            org.axonframework.config.Configuration axonConfig, Clock clock, AxonSettings settings,
            AppenderSettings appenderSettings) {
        HikariDataSource own = OwnPool.of(properties, "svc-appender", 2);
        JdbcTransactionManager transactions = new JdbcTransactionManager(own);
        JdbcTemplate jdbc = new JdbcTemplate(own);
        EventStorageEngine engine = jdbcEngine(serializer, eventSerializer, resolver,
                new SpringDataSourceConnectionProvider(own), new SpringTransactionManager(transactions), axonConfig,
                500, settings.gapTimeoutMs());
        return new Appender(engine, new RecordedClock(jdbc, clock), new TransactionTemplate(transactions), jdbc,
                appenderSettings.maxBatch(), own);
    }

    /**
     * Axon's command bus as its auto-configuration makes it, but for the transaction around each command: there is
     * none. A command loads its aggregate and decides outside any transaction, and its events are written by the
     * {@link Appender} with those of every other command waiting at once; inside a transaction already begun (a
     * processor's, an act's) it joins that one as before ({@link RecordedTimeStamping}).
     */
    @Bean
    public SimpleCommandBus commandBus(org.axonframework.config.Configuration axonConfig,
            DuplicateCommandHandlerResolver duplicates) {
        SimpleCommandBus bus = SimpleCommandBus.builder()
                .transactionManager(NoTransactionManager.instance())
                .duplicateCommandHandlerResolver(duplicates)
                .spanFactory(axonConfig.getComponent(CommandBusSpanFactory.class))
                .messageMonitor(axonConfig.messageMonitor(CommandBus.class, "commandBus"))
                .build();
        bus.registerHandlerInterceptor(new CorrelationDataInterceptor<>(axonConfig.correlationDataProviders()));
        return bus;
    }

    /**
     * The JDBC engine over Axon's tables ({@link IsoTimedEngine}); {@code batchSize} is how many events one query of a
     * tracking read fetches (rebuilds read with far larger batches than processors).
     */
    public static JdbcEventStorageEngine jdbcEngine(Serializer serializer, Serializer eventSerializer,
            PersistenceExceptionResolver resolver, ConnectionProvider connectionProvider,
            TransactionManager transactionManager, org.axonframework.config.Configuration axonConfig, int batchSize,
            int gapTimeout) {
        return new IsoTimedEngine(JdbcEventStorageEngine.builder()
                .snapshotSerializer(serializer)
                .eventSerializer(eventSerializer)
                .upcasterChain(axonConfig.upcasterChain())
                .snapshotFilter(axonConfig.snapshotFilter())
                .persistenceExceptionResolver(resolver)
                .connectionProvider(connectionProvider)
                .transactionManager(transactionManager)
                .schema(new EventSchema())
                .batchSize(batchSize), gapTimeout);
    }

    @Bean
    public TokenStore tokenStore(ConnectionProvider connectionProvider, Serializer serializer, NodeId node,
            AxonSettings settings) {
        return JdbcTokenStore.builder()
                .connectionProvider(connectionProvider)
                .serializer(serializer)
                .schema(new TokenSchema())
                .nodeId(node.value())
                .claimTimeout(settings.claimTimeout())
                .build();
    }

    /**
     * Every processor is a pooled streaming processor reading in batches; each is named by its processing group. A
     * handler that fails fails its batch, which the processor retries with backoff: Axon's default would log the
     * failure and go on past the event, and the projection would silently lack it. Each node holds at most its
     * fair share of every processor's segments, so the nodes on one record share the projecting.
     */
    @Bean
    public ConfigurerModule pooledProcessors(AxonSettings settings, ObjectProvider<LiveNodes> nodes) {
        SegmentShare share = new SegmentShare(nodes, settings.segments());
        return configurer -> configurer.eventProcessing(processing -> processing
                .registerDefaultListenerInvocationErrorHandler(config -> PropagatingErrorHandler.instance())
                .usingPooledStreamingEventProcessors()
                .registerPooledStreamingEventProcessorConfiguration((config, builder) -> builder
                        .coordinatorExecutor(processor -> {
                            ScheduledExecutorService coordinator = CoordinatorThreads.of(processor);
                            config.onShutdown(coordinator::shutdown);
                            return coordinator;
                        })
                        .batchSize(settings.batchSize())
                        .initialSegmentCount(settings.segments())
                        .claimExtensionThreshold(settings.claimExtension().toMillis())
                        .tokenClaimInterval(settings.claimInterval().toMillis())
                        .maxSegmentProvider(share)));
    }

    /** Declaring any provider replaces Axon's default, so the origin provider is declared again beside ours. */
    @Bean
    public CorrelationDataProvider messageOrigin() {
        return new MessageOriginProvider();
    }

    @Bean
    public CorrelationDataProvider callLineage() {
        return new SimpleCorrelationDataProvider(BY, RUN, ROUTE, BECAUSE);
    }
}
