package svc.ops.metrics;

import java.util.Map;
import java.util.SortedMap;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.actuate.health.Status;
import org.springframework.stereotype.Component;

/**
 * {@code projectionLag}, in the readiness group: OUT_OF_SERVICE while any event processor is more than
 * {@code svc.health.max-lag} events behind the head of the log, UP otherwise, with each processor's lag. Out of
 * service rather than down: the node works and catches up by itself, it only should not take reads meanwhile (a read
 * waits for its projection to catch up, and may time out).
 */
@Component
class ProjectionLagHealthIndicator implements HealthIndicator {
    private final ProcessorLags lags;
    private final long maxLag;

    ProjectionLagHealthIndicator(ProcessorLags lags, HealthSettings settings) {
        this.lags = lags;
        this.maxLag = settings.maxLag();
    }

    @Override
    public Health health() {
        SortedMap<String, Long> now = lags.now();
        boolean behind = now.values().stream().anyMatch(lag -> lag > maxLag);
        return Health.status(behind ? Status.OUT_OF_SERVICE : Status.UP)
                .withDetails(Map.of("max_lag", maxLag, "processors", now))
                .build();
    }
}
