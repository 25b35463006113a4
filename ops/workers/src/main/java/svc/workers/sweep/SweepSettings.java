package svc.workers.sweep;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How often the cluster sweeps, and how long what it sweeps is kept: Svc-Key answers ({@code keys-kept}, at least the
 * 7 days design.md promises), notices done with (delivered, failed or dropped) and the e-mails written for them
 * ({@code notices-kept}).
 */
@ConfigurationProperties("svc.sweep")
record SweepSettings(@DefaultValue("1h") Duration interval, @DefaultValue("7d") Duration keysKept,
        @DefaultValue("30d") Duration noticesKept) {
    static final Duration KEYS_PROMISED = Duration.ofDays(7);

    SweepSettings {
        if (keysKept.compareTo(KEYS_PROMISED) < 0) {
            throw new IllegalArgumentException("svc.sweep.keys-kept is at least 7d: a repeat under a Svc-Key is "
                    + "answered from its row for at least 7 days (design.md, Changes); got " + keysKept);
        }
        if (interval.isNegative() || interval.isZero()) {
            throw new IllegalArgumentException("svc.sweep.interval is a span above zero; got " + interval);
        }
    }
}
