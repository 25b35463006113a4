package svc.workers.tell;

import java.time.Duration;
import java.util.List;

/**
 * The wait before the next try of a message after its {@code tries}-th failed. The spread is drawn from the message
 * id and the try, not from a random source: the same failure always waits the same, so tests in virtual time hold.
 */
record RetrySchedule(List<Duration> waits, double jitter) {
    Duration after(int tries, String messageId) {
        Duration wait = waits.get(Math.min(tries, waits.size()) - 1);
        if (jitter == 0) {
            return wait;
        }
        double unit = ((messageId + "#" + tries).hashCode() & 0x7fffffff) / (double) Integer.MAX_VALUE;
        double factor = 1 + jitter * (2 * unit - 1);
        return Duration.ofMillis(Math.round(wait.toMillis() * factor));
    }

    /** The wait asked by a receiver's Retry-After, when longer, and never more than the schedule's longest wait. */
    Duration honouring(Duration scheduled, Duration retryAfter) {
        if (retryAfter == null || retryAfter.compareTo(scheduled) <= 0) {
            return scheduled;
        }
        Duration longest = waits.stream().max(Duration::compareTo).orElseThrow();
        return retryAfter.compareTo(longest) > 0 ? longest : retryAfter;
    }
}
