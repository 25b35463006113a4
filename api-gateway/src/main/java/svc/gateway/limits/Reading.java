package svc.gateway.limits;

import io.github.bucket4j.ConsumptionProbe;

/** One quota's bucket right after a call took from it (or was refused by it). */
record Reading(Quota quota, ConsumptionProbe probe) {
    private static final long NANOS_PER_SECOND = 1_000_000_000L;

    boolean refused() {
        return !probe.isConsumed();
    }

    long remaining() {
        return probe.getRemainingTokens();
    }

    /** Whole seconds, rounded up and at least 1, until this bucket lets one call through. */
    long retryAfterSeconds() {
        return Math.max(1, seconds(probe.getNanosToWaitForRefill()));
    }

    /**
     * The draft's {@code t}: seconds until the bucket is full again; on a refusal, the same moment as
     * {@code Retry-After}, as the draft asks when both are sent.
     */
    long resetSeconds() {
        return refused() ? retryAfterSeconds() : seconds(probe.getNanosToWaitForReset());
    }

    /** Whole seconds, rounded up (Java 17 has no Math.ceilDiv). */
    private static long seconds(long nanos) {
        return -Math.floorDiv(-nanos, NANOS_PER_SECOND);
    }

    /** This reading as an item of {@code RateLimit} (draft-ietf-httpapi-ratelimit-headers). */
    String state() {
        return "\"" + quota.name() + "\";r=" + remaining() + ";t=" + resetSeconds();
    }
}
