package svc.gateway.graph;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * read/neighbours ({@code svc.neighbours.*}).
 *
 * @param cap the most members one answer holds
 */
@ConfigurationProperties("svc.neighbours")
record NeighboursSettings(@DefaultValue("200") int cap) {
    NeighboursSettings {
        if (cap < 1) {
            throw new IllegalArgumentException("svc.neighbours.cap is at least 1; got " + cap);
        }
    }
}
