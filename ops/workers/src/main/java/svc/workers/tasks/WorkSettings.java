package svc.workers.tasks;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The work plane of this node ({@code svc.work.*}).
 *
 * @param threads how many tasks this node works at once
 */
@ConfigurationProperties("svc.work")
record WorkSettings(@DefaultValue("4") int threads) {
    WorkSettings {
        if (threads < 1) {
            throw new IllegalArgumentException("svc.work.threads is at least 1; got " + threads);
        }
    }
}
