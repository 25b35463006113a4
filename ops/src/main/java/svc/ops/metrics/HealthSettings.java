package svc.ops.metrics;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * When the node says it is not ready ({@code svc.health.*}).
 *
 * @param maxLag the most events a projection may be behind the head of the log while the node is ready
 */
@ConfigurationProperties("svc.health")
record HealthSettings(@DefaultValue("10000") long maxLag) {
    HealthSettings {
        if (maxLag < 0) {
            throw new IllegalArgumentException("svc.health.max-lag is not negative; got " + maxLag);
        }
    }
}
