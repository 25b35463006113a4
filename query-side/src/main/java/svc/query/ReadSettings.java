package svc.query;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Reads that wait for their projections ({@code svc.read.*}).
 *
 * @param catchUpTimeout how long a read waits for a projection to reach what it must have handled before it is
 *     refused as behind
 */
@ConfigurationProperties("svc.read")
record ReadSettings(@DefaultValue("30s") Duration catchUpTimeout) {
    ReadSettings {
        if (catchUpTimeout.isNegative() || catchUpTimeout.isZero()) {
            throw new IllegalArgumentException("svc.read.catch-up-timeout is positive; got " + catchUpTimeout);
        }
    }
}
