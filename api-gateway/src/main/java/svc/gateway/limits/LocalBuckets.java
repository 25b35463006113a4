package svc.gateway.limits;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.local.LocalBucketBuilder;
import java.time.Duration;

/**
 * Buckets in this process, for the embedded H2 database (one node). The map is bounded: a bucket untouched for
 * longer than the slowest quota takes to fill is full again and is forgotten; past {@code maxBuckets} the least
 * used are forgotten first, which can only give a caller a full bucket early.
 */
class LocalBuckets implements BucketStore {
    private final Cache<String, HeldBucket> buckets;

    LocalBuckets(Duration untilFull, long maxBuckets) {
        this.buckets = Caffeine.newBuilder().expireAfterAccess(untilFull).maximumSize(maxBuckets).build();
    }

    @Override
    public HeldBucket bucket(String key, BucketConfiguration configuration) {
        return buckets.get(key, k -> {
            LocalBucketBuilder builder = Bucket.builder();
            for (Bandwidth limit : configuration.getBandwidths()) {
                builder.addLimit(limit);
            }
            return HeldBucket.of(builder.build());
        });
    }
}
