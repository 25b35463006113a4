package svc.ops.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.micrometer.TagsUtil;
import org.axonframework.monitoring.MessageMonitor;
import org.junit.jupiter.api.Test;

/** A processor's capacity gauge looks back seconds, not Axon's ten minutes: what it keeps stays bounded. */
class BusMetricsTest {
    @Test
    void aProcessorsCapacityIsBusyTimeOverTheShortWindow() throws InterruptedException {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        MessageMonitor<? super EventMessage<?>> monitor = new BusMetrics.BoundedCapacity(registry, processor -> null)
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

    @Test
    void aProcessorsMetersTakeTheEventsItHandlesAndPassOverTheRest() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        MessageMonitor<? super EventMessage<?>> monitor = new BusMetrics.BoundedCapacity(registry,
                processor -> "hypotheses".equals(processor) ? type -> type == String.class : null)
                .registerEventProcessor("eventProcessor",
                        message -> Tags.of(TagsUtil.PROCESSOR_NAME_TAG, "hypotheses", TagsUtil.PAYLOAD_TYPE_TAG,
                                message.getPayloadType().getSimpleName()),
                        message -> Tags.of(TagsUtil.PROCESSOR_NAME_TAG, "hypotheses"));

        monitor.onMessageIngested(GenericEventMessage.asEventMessage(42)).reportIgnored();
        monitor.onMessageIngested(GenericEventMessage.asEventMessage("handled")).reportSuccess();

        assertThat(registry.find("eventProcessor.successCounter").tag(TagsUtil.PAYLOAD_TYPE_TAG, "String").counter())
                .isNotNull().satisfies(counter -> assertThat(counter.count()).isEqualTo(1.0));
        assertThat(registry.find("eventProcessor.ignoredCounter").tag(TagsUtil.PAYLOAD_TYPE_TAG, "Integer").meters())
                .isEmpty();
    }

    @Test
    void beforeItsProcessorIsBuiltAProcessorsMetersTakeEveryEvent() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        MessageMonitor<? super EventMessage<?>> monitor = new BusMetrics.BoundedCapacity(registry, processor -> null)
                .registerEventProcessor("eventProcessor",
                        message -> Tags.of(TagsUtil.PROCESSOR_NAME_TAG, "hypotheses", TagsUtil.PAYLOAD_TYPE_TAG,
                                message.getPayloadType().getSimpleName()),
                        message -> Tags.of(TagsUtil.PROCESSOR_NAME_TAG, "hypotheses"));

        monitor.onMessageIngested(GenericEventMessage.asEventMessage(42)).reportIgnored();

        assertThat(registry.find("eventProcessor.ignoredCounter").tag(TagsUtil.PAYLOAD_TYPE_TAG, "Integer").counter())
                .isNotNull();
    }
}
