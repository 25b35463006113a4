package svc.gateway.limits;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.BucketConfiguration;
import java.time.Duration;

/**
 * One family of buckets: {@code capacity} calls at once (the burst), refilled smoothly at {@code refillPerMinute}.
 * {@code name} is the policy's name in the RateLimit headers and the first part of its bucket keys.
 */
record Quota(String name, long capacity, long refillPerMinute) {

    Quota {
        if (capacity < 1 || refillPerMinute < 1) {
            throw new IllegalArgumentException("svc.limits." + name + ": capacity and refill-per-minute must be at least 1,"
                    + " not " + capacity + " and " + refillPerMinute);
        }
    }

    BucketConfiguration configuration() {
        return BucketConfiguration.builder()
                .addLimit(Bandwidth.builder().capacity(capacity).refillGreedy(refillPerMinute, Duration.ofMinutes(1))
                        .build())
                .build();
    }

    /**
     * The bucket of {@code id} under this quota. The quota is part of the key: a stored bucket keeps the configuration
     * it was made with, so a quota changed in the settings would otherwise never reach a caller whose bucket never
     * sits untouched long enough to expire; a changed quota starts full buckets of its own instead.
     */
    String key(String id) {
        return name + "/" + capacity + "/" + refillPerMinute + ":" + id;
    }

    /** Seconds an empty bucket takes to fill: the window the policy's quota is spread over. */
    long windowSeconds() {
        return -Math.floorDiv(-capacity * 60, refillPerMinute);
    }

    /** This quota as an item of {@code RateLimit-Policy} (draft-ietf-httpapi-ratelimit-headers). */
    String policy() {
        return "\"" + name + "\";q=" + capacity + ";w=" + windowSeconds();
    }
}
