package svc.gateway.limits;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What the limits say of one call: the quotas that apply to it and the readings of the buckets it took from. The
 * headers describe the tightest bucket: the one that refused (the longest wait, if both did), else the one with
 * fewest calls left, else the one furthest from full.
 */
record Verdict(List<Quota> quotas, List<Reading> readings) {

    Optional<Reading> refusing() {
        return readings.stream().filter(Reading::refused).max(Comparator.comparingLong(Reading::retryAfterSeconds));
    }

    Reading tightest() {
        return refusing().orElseGet(() -> readings.stream()
                .min(Comparator.comparingLong(Reading::remaining)
                        .thenComparing(Comparator.comparingLong(Reading::resetSeconds).reversed()))
                .orElseThrow());
    }

    String policyHeader() {
        return quotas.stream().map(Quota::policy).collect(Collectors.joining(", "));
    }

    String stateHeader() {
        return tightest().state();
    }
}
