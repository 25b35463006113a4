package svc.ops.metrics;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.monitoring.MessageMonitor;
import org.axonframework.monitoring.NoOpMessageMonitorCallback;

/**
 * A processor's meters, taken for the events of the types it has a handler for and for no other. Every processor is
 * shown every event of the log and passes over most (fourteen processors, an event of a kind handled by two or
 * three): axon-micrometer looked up its timer, counter, capacity and latency meters, by tags, for each passing over,
 * 8.5% of the service's CPU under a stream of act/record calls (docs/performance.md). What goes: the count of events
 * passed over, and their share of the capacity and latency gauges, which took no handling time.
 */
final class HandledEventsOnly implements MessageMonitor<EventMessage<?>> {
    private final MessageMonitor<? super EventMessage<?>> meters;
    private final Supplier<Predicate<Class<?>>> handledTypes;
    private final Map<Class<?>, Boolean> handled = new ConcurrentHashMap<>();
    private volatile Predicate<Class<?>> handles;

    /**
     * @param handledTypes the processor's test of a payload type, null while the processor is not built yet (its
     *        meters then take every event)
     */
    HandledEventsOnly(MessageMonitor<? super EventMessage<?>> meters, Supplier<Predicate<Class<?>>> handledTypes) {
        this.meters = meters;
        this.handledTypes = handledTypes;
    }

    @Override
    public MonitorCallback onMessageIngested(EventMessage<?> message) {
        Predicate<Class<?>> known = handles;
        if (known == null) {
            known = handledTypes.get();
            if (known == null) {
                return meters.onMessageIngested(message);
            }
            handles = known;
        }
        Predicate<Class<?>> test = known;
        if (!handled.computeIfAbsent(message.getPayloadType(), test::test)) {
            return NoOpMessageMonitorCallback.INSTANCE;
        }
        return meters.onMessageIngested(message);
    }
}
