package svc.workers.beat;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The beat ({@code svc.beat.*}). {@code svc.beat.enabled=false} leaves the beat and the sweeps out of a process (every
 * command-line one); it is a condition on them, read before any record is bound.
 *
 * @param interval how long the beat waits after one turn before the next
 */
@ConfigurationProperties("svc.beat")
record BeatSettings(@DefaultValue("30s") Duration interval) {
    BeatSettings {
        if (interval.isNegative() || interval.isZero()) {
            throw new IllegalArgumentException("svc.beat.interval is a span above zero; got " + interval);
        }
    }
}
