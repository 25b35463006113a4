package svc.ops.metrics;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Predicate;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.AbstractEventProcessor;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.messaging.Message;
import org.axonframework.micrometer.CapacityMonitor;
import org.axonframework.micrometer.EventProcessorLatencyMonitor;
import org.axonframework.micrometer.GlobalMetricRegistry;
import org.axonframework.micrometer.MessageCountingMonitor;
import org.axonframework.micrometer.MessageTimerMonitor;
import org.axonframework.micrometer.TagsUtil;
import org.axonframework.monitoring.MessageMonitor;
import org.axonframework.monitoring.MultiMessageMonitor;
import org.axonframework.queryhandling.QueryMessage;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Axon's meters as axon-micrometer registers them, with its capacity gauge kept in bounds. The gauge keeps every
 * handling time of its window and copies them all at each reading: the command and query buses count and time their
 * messages without one (it was 15% of a request thread's CPU under 32 callers, docs/performance.md, issue 21), and a
 * processor's ({@code eventProcessor_capacity}, how busy a projection is) looks back {@link #CAPACITY_WINDOW_SECONDS}
 * instead of Axon's ten minutes: every processor handles or passes over every event, so a catch-up of 200,000 events
 * left millions of times in the windows, and a scrape copying them took over 30 s. A processor's meters take only the
 * events it has a handler for ({@link HandledEventsOnly}).
 */
@Configuration
public class BusMetrics {
    static final int CAPACITY_WINDOW_SECONDS = 10;

    @Bean
    GlobalMetricRegistry globalMetricRegistry(MeterRegistry registry,
            ObjectProvider<EventProcessingConfiguration> processing) {
        return new BoundedCapacity(registry, processor -> {
            EventProcessingConfiguration built = processing.getIfAvailable();
            return built == null ? null : built.eventProcessor(processor, AbstractEventProcessor.class)
                    .map(found -> (Predicate<Class<?>>) found.eventHandlerInvoker()::canHandleType).orElse(null);
        });
    }

    static final class BoundedCapacity extends GlobalMetricRegistry {
        private final Function<String, Predicate<Class<?>>> handledTypes;

        /** @param handledTypes the test of a payload type of the processor of that name, null while it is not built */
        BoundedCapacity(MeterRegistry registry, Function<String, Predicate<Class<?>>> handledTypes) {
            super(registry);
            this.handledTypes = handledTypes;
        }

        @Override
        public MessageMonitor<? super EventMessage<?>> registerEventProcessor(String name,
                Function<Message<?>, Iterable<Tag>> tags, Function<Message<?>, Iterable<Tag>> latencyTags) {
            MessageMonitor<? super EventMessage<?>> meters = new MultiMessageMonitor<>(
                    MessageTimerMonitor.buildMonitor(name, getRegistry(), tags),
                    EventProcessorLatencyMonitor.builder().meterNamePrefix(name).meterRegistry(getRegistry())
                            .tagsBuilder(latencyTags).build(),
                    CapacityMonitor.buildMonitor(name, getRegistry(), CAPACITY_WINDOW_SECONDS, TimeUnit.SECONDS, tags),
                    MessageCountingMonitor.buildMonitor(name, getRegistry(), tags));
            String processor = processorName(tags);
            return processor == null ? meters : new HandledEventsOnly(meters, () -> handledTypes.apply(processor));
        }

        /** The processor whose meters these are: the dimensional meters name it in a tag, the same for every event. */
        private static String processorName(Function<Message<?>, Iterable<Tag>> tags) {
            for (Tag tag : tags.apply(GenericEventMessage.asEventMessage(""))) {
                if (TagsUtil.PROCESSOR_NAME_TAG.equals(tag.getKey())) {
                    return tag.getValue();
                }
            }
            return null;
        }

        @Override
        public MessageMonitor<? super CommandMessage<?>> registerCommandBus(String name,
                Function<Message<?>, Iterable<Tag>> tags) {
            return countedAndTimed(name, tags);
        }

        @Override
        public MessageMonitor<? super QueryMessage<?, ?>> registerQueryBus(String name,
                Function<Message<?>, Iterable<Tag>> tags) {
            return countedAndTimed(name, tags);
        }

        private MessageMonitor<Message<?>> countedAndTimed(String name, Function<Message<?>, Iterable<Tag>> tags) {
            return new MultiMessageMonitor<>(MessageTimerMonitor.buildMonitor(name, getRegistry(), tags),
                    MessageCountingMonitor.buildMonitor(name, getRegistry(), tags));
        }
    }
}
