package svc.command.parking;

import java.util.Arrays;
import java.util.Objects;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.common.transaction.TransactionManager;
import org.axonframework.config.ConfigurerModule;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.deadletter.jdbc.JdbcSequencedDeadLetterQueue;
import org.axonframework.messaging.annotation.HandlerEnhancerDefinition;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;
import svc.command.store.AxonSettings;

/**
 * Every processor parks the events it cannot handle in Axon's sequenced dead-letter queue on JDBC, a unit at a time
 * (the default sequencing: a unit's events are one sequence), and goes on with every other unit. See
 * {@link CarefulSegments} for when an event is parked rather than its batch retried.
 */
@Configuration
public class ParkingConfig {

    @Bean
    public CarefulSegments carefulSegments() {
        return new CarefulSegments();
    }

    @Bean
    public HandlerEnhancerDefinition savepointsInCarefulBatches(PlatformTransactionManager transactions) {
        return new Savepoints(transactions);
    }

    @Bean
    public ConfigurerModule processorsParkWhatTheyCannotHandle(ListableBeanFactory beans, ConnectionProvider connections,
            TransactionManager transactions, CarefulSegments segments, AxonSettings settings) {
        return configurer -> configurer.eventProcessing(processing -> {
            processing.registerDefaultDeadLetterPolicy(config -> new ParkingPolicy())
                    .registerDefaultHandlerInterceptor((config, processor) -> new CarefulBatches(processor, segments));
            // Each group by name: Axon's auto-configuration registers a queue provider of its own (from its dlq
            // properties), and a provider registered here could be replaced by it.
            groups(beans).forEach(group -> processing
                    .registerDeadLetterQueue(group, config -> JdbcSequencedDeadLetterQueue.builder()
                            .processingGroup(group)
                            .connectionProvider(connections)
                            .transactionManager(transactions)
                            .genericSerializer(config.serializer())
                            .eventSerializer(config.eventSerializer())
                            .maxSequences(settings.parkedUnitsPerProcessor())
                            .build())
                    // Without its cache the queue is asked, for every event a processor handles, whether the
                    // event's unit is parked: a query per event and processor. With it, a segment asks once.
                    .registerDeadLetteringEventHandlerInvokerConfiguration(group,
                            (config, builder) -> builder.enableSequenceIdentifierCache()));
        });
    }

    private static java.util.stream.Stream<String> groups(ListableBeanFactory beans) {
        return Arrays.stream(beans.getBeanNamesForAnnotation(ProcessingGroup.class))
                .map(name -> beans.findAnnotationOnBean(name, ProcessingGroup.class))
                .filter(Objects::nonNull)
                .map(ProcessingGroup::value)
                .distinct();
    }
}
