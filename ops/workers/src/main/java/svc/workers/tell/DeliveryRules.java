package svc.workers.tell;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How notices are delivered ({@code svc.notices.*}). The retry schedule is the one the Standard Webhooks
 * specification gives as an example (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; its last wait repeats),
 * each wait spread by up to {@code jitter} either way so that many messages failing together do not return together.
 *
 * @param timeout how long one call may take
 * @param lease how long a node holds a notice it is delivering; outlasts the timeout, so no call is made twice at once
 * @param retrySchedule the waits between tries; the last repeats
 * @param jitter the share by which each wait is spread, from 0 up to (not including) 1
 * @param batch notices taken from the outbox at once
 * @param allowPrivateAddresses whether receivers inside the platform's network may be called (tests, one host)
 * @param senders calls made at once
 * @param interval how often the deliverer looks for messages due
 */
@ConfigurationProperties("svc.notices")
record DeliveryRules(@DefaultValue("15s") Duration timeout, @DefaultValue("60s") Duration lease,
        @DefaultValue({"5s", "5m", "30m", "2h", "5h", "10h", "14h", "20h", "24h"}) List<Duration> retrySchedule,
        @DefaultValue("0.1") double jitter, @DefaultValue("50") int batch, boolean allowPrivateAddresses,
        @DefaultValue("8") int senders, @DefaultValue("1s") Duration interval) {

    DeliveryRules {
        if (retrySchedule.isEmpty()) {
            throw new IllegalArgumentException("svc.notices.retry-schedule names at least one wait");
        }
        if (jitter < 0 || jitter >= 1) {
            throw new IllegalArgumentException("svc.notices.jitter is from 0 up to (not including) 1");
        }
        if (lease.compareTo(timeout) <= 0) {
            throw new IllegalArgumentException("svc.notices.lease must outlast svc.notices.timeout, or a slow call "
                    + "could be made twice at once");
        }
        if (batch < 1 || senders < 1) {
            throw new IllegalArgumentException("svc.notices.batch and svc.notices.senders are at least 1");
        }
        if (interval.isNegative() || interval.isZero()) {
            throw new IllegalArgumentException("svc.notices.interval is a span above zero; got " + interval);
        }
        retrySchedule = List.copyOf(retrySchedule);
    }

    RetrySchedule schedule() {
        return new RetrySchedule(retrySchedule, jitter);
    }
}
