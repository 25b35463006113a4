package svc.ops.metrics;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * {@code svc.processor.lag{processor=<name>}}: one gauge per event processor, read on scrape. Registered once the
 * application is ready, since Axon builds its processors only when its configuration starts.
 */
@Component
class LagGauges {
    static final String NAME = "svc.processor.lag";

    private final ProcessorLags lags;
    private final MeterRegistry meters;

    LagGauges(ProcessorLags lags, MeterRegistry meters) {
        this.lags = lags;
        this.meters = meters;
    }

    @EventListener(ApplicationReadyEvent.class)
    void register() {
        lags.processors().keySet().forEach(name -> Gauge.builder(NAME, lags, all -> all.now().getOrDefault(name, 0L))
                .description("Events the processor is behind the head of the log")
                .tag("processor", name)
                .register(meters));
    }
}
