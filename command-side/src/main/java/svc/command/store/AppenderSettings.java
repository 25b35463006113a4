package svc.command.store;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The appender that commits callers' changes together ({@code svc.appender.*}).
 *
 * @param maxBatch the most changes one commit of the log holds
 */
@ConfigurationProperties("svc.appender")
public record AppenderSettings(@DefaultValue("256") int maxBatch) {
    public AppenderSettings {
        if (maxBatch < 1) {
            throw new IllegalArgumentException("svc.appender.max-batch is at least 1; got " + maxBatch);
        }
    }
}
