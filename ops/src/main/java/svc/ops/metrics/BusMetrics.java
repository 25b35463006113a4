package svc.ops.metrics;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import java.util.function.Function;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.messaging.Message;
import org.axonframework.micrometer.GlobalMetricRegistry;
import org.axonframework.micrometer.MessageCountingMonitor;
import org.axonframework.micrometer.MessageTimerMonitor;
import org.axonframework.monitoring.MessageMonitor;
import org.axonframework.monitoring.MultiMessageMonitor;
import org.axonframework.queryhandling.QueryMessage;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Axon's meters as axon-micrometer registers them, but the command and query buses count and time their messages
 * without a capacity gauge: its monitor copies its whole sliding window of measurements on every message, 15% of a
 * request thread's CPU under 32 callers (docs/performance.md, issue 21). Processors keep theirs
 * ({@code eventProcessor_capacity}), where it is a reading of how busy a projection is.
 */
@Configuration
public class BusMetrics {

    @Bean
    GlobalMetricRegistry globalMetricRegistry(MeterRegistry registry) {
        return new WithoutBusCapacity(registry);
    }

    static final class WithoutBusCapacity extends GlobalMetricRegistry {
        WithoutBusCapacity(MeterRegistry registry) {
            super(registry);
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
