package svc.ops.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.monitoring.MessageMonitor;
import org.junit.jupiter.api.Test;

/** A processor's capacity gauge looks back seconds, not Axon's ten minutes: what it keeps stays bounded. */
class BusMetricsTest {
    @Test
    void aProcessorsCapacityIsBusyTimeOverTheShortWindow() throws InterruptedException {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        MessageMonitor<? super EventMessage<?>> monitor = new BusMetrics.BoundedCapacity(registry)
                .registerEventProcessor("eventProcessor", message -> Tags.of("processorName", "hypotheses"),
                        message -> Tags.of("processorName", "hypotheses"));

        MessageMonitor.MonitorCallback handling = monitor.onMessageIngested(GenericEventMessage.asEventMessage("e"));
        Thread.sleep(100);
        handling.reportSuccess();

        double capacity = registry.get("eventProcessor.capacity").gauge().value();
        // 0.1 s busy: a tenth of a second over 10 s is 0.01; over ten minutes it would be 0.00017.
        assertThat(capacity).isBetween(0.1 / BusMetrics.CAPACITY_WINDOW_SECONDS,
                1.0 / BusMetrics.CAPACITY_WINDOW_SECONDS);
    }
}
