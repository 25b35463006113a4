package svc.gateway.tell;

import java.time.Duration;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * How notices are delivered. The retry schedule is the one the Standard Webhooks specification gives as an example
 * (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; its last wait repeats), each wait spread by up to
 * {@code jitter} either way so that many messages failing together do not return together.
 */
@Component
class DeliveryRules {
    private final Duration timeout;
    private final Duration lease;
    private final List<Duration> retrySchedule;
    private final double jitter;
    private final int batch;
    private final boolean allowPrivateAddresses;

    DeliveryRules(@Value("${svc.notices.timeout:15s}") Duration timeout,
            @Value("${svc.notices.lease:60s}") Duration lease,
            @Value("${svc.notices.retry-schedule:5s,5m,30m,2h,5h,10h,14h,20h,24h}") List<Duration> retrySchedule,
            @Value("${svc.notices.jitter:0.1}") double jitter,
            @Value("${svc.notices.batch:50}") int batch,
            @Value("${svc.notices.allow-private-addresses:false}") boolean allowPrivateAddresses) {
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
        this.timeout = timeout;
        this.lease = lease;
        this.retrySchedule = List.copyOf(retrySchedule);
        this.jitter = jitter;
        this.batch = batch;
        this.allowPrivateAddresses = allowPrivateAddresses;
    }

    Duration timeout() {
        return timeout;
    }

    Duration lease() {
        return lease;
    }

    int batch() {
        return batch;
    }

    boolean allowPrivateAddresses() {
        return allowPrivateAddresses;
    }

    RetrySchedule schedule() {
        return new RetrySchedule(retrySchedule, jitter);
    }
}
