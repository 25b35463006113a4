package svc.gateway.routes;

import java.math.BigDecimal;
import java.time.Duration;

/** A delay in words for a person: its two largest units ("1 h 30 min", "2 d 4 h"), or seconds under a minute. */
final class ReadableDuration {
    private ReadableDuration() {
    }

    static String of(Duration delay) {
        if (delay.compareTo(Duration.ofMinutes(1)) < 0) {
            return BigDecimal.valueOf(delay.toNanos() / 1000, 6).stripTrailingZeros().toPlainString() + " s";
        }
        long seconds = delay.toSeconds();
        long[] amounts = {seconds / 86_400, seconds % 86_400 / 3_600, seconds % 3_600 / 60, seconds % 60};
        String[] units = {"d", "h", "min", "s"};
        int largest = 0;
        while (amounts[largest] == 0) {
            largest++;
        }
        String words = amounts[largest] + " " + units[largest];
        if (largest + 1 < amounts.length && amounts[largest + 1] > 0) {
            words += " " + amounts[largest + 1] + " " + units[largest + 1];
        }
        return words;
    }
}
