package svc.gateway.limits;

import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.jdbc.PrimaryKeyMapper;
import io.github.bucket4j.postgresql.Bucket4jPostgreSQL;
import io.github.bucket4j.postgresql.PostgreSQLSelectForUpdateBasedProxyManager;
import java.time.Duration;
import javax.sql.DataSource;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Buckets in the table {@code rate_limit_bucket}, so that every node takes from the same ones. Each take is one short
 * transaction of its own ({@code SELECT ... FOR UPDATE} on the bucket's row), outside the call's. A row expires once
 * its bucket would be full again, when forgetting it changes nothing; every {@code svc.limits.sweep-interval}
 * (5 minutes by default) one node or another deletes such rows, a batch at a time, so they do not pile up.
 */
class SharedBuckets implements BucketStore {
    static final String TABLE = "rate_limit_bucket";
    /** Kept a little past full, so that a row is never deleted while a take that read it is still in flight. */
    private static final Duration KEPT_PAST_FULL = Duration.ofSeconds(30);

    private static final int SWEEP_BATCH = 1000;

    private final PostgreSQLSelectForUpdateBasedProxyManager<String> buckets;

    SharedBuckets(DataSource dataSource) {
        this.buckets = Bucket4jPostgreSQL.selectForUpdateBasedBuilder(dataSource)
                .primaryKeyMapper(PrimaryKeyMapper.STRING)
                .table(TABLE)
                .expirationAfterWrite(ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(KEPT_PAST_FULL))
                .build();
    }

    @Override
    public Bucket bucket(String key, BucketConfiguration configuration) {
        return buckets.getProxy(key, () -> configuration);
    }

    @Scheduled(fixedDelayString = "${svc.limits.sweep-interval:5m}", initialDelayString = "${svc.limits.sweep-interval:5m}")
    void sweep() {
        int removed;
        do {
            removed = buckets.removeExpired(SWEEP_BATCH);
        } while (removed == SWEEP_BATCH);
    }
}
