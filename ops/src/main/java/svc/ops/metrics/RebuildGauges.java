package svc.ops.metrics;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import svc.projections.rebuild.Rebuildable;

/**
 * Rebuild progress, per rebuildable projection: {@code svc.rebuild.events} handled so far and
 * {@code svc.rebuild.behind}, the events still to read before the head of the log (both 0 when none is running).
 */
@Component
class RebuildGauges {
    private final RebuildProgress progress;
    private final MeterRegistry meters;
    private final ObjectProvider<Rebuildable> projections;

    RebuildGauges(RebuildProgress progress, MeterRegistry meters, ObjectProvider<Rebuildable> projections) {
        this.progress = progress;
        this.meters = meters;
        this.projections = projections;
    }

    @EventListener(ApplicationReadyEvent.class)
    void register() {
        projections.stream().map(Rebuildable::nameOf).distinct().forEach(name -> {
            Gauge.builder("svc.rebuild.events", progress, p -> eventsOf(p, name))
                    .description("Events a running rebuild of the projection has handled").tag("projection", name)
                    .register(meters);
            Gauge.builder("svc.rebuild.behind", progress, p -> behindOf(p, name))
                    .description("Events a running rebuild of the projection has still to read")
                    .tag("projection", name).register(meters);
        });
    }

    private static double eventsOf(RebuildProgress progress, String name) {
        RebuildProgress.Job job = progress.now().get(name);
        return job == null ? 0 : job.events();
    }

    private static double behindOf(RebuildProgress progress, String name) {
        RebuildProgress.Job job = progress.now().get(name);
        return job == null ? 0 : job.behind();
    }
}
