package svc.workers.tasks;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The work plane of this node ({@code svc.work.*}).
 *
 * @param threads how many tasks this node works at once
 * @param sweep how often this node looks for tasks nobody works (a hand-over lost to a crash, a node gone)
 */
@ConfigurationProperties("svc.work")
record WorkSettings(@DefaultValue("4") int threads, @DefaultValue("10s") Duration sweep) {
    WorkSettings {
        if (threads < 1) {
            throw new IllegalArgumentException("svc.work.threads is at least 1; got " + threads);
        }
        if (sweep.isNegative() || sweep.isZero()) {
            throw new IllegalArgumentException("svc.work.sweep is a span above zero; got " + sweep);
        }
    }
}
