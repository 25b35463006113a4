package svc.gateway.limits;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.jdbc.PrimaryKeyMapper;
import io.github.bucket4j.distributed.proxy.optimization.DelayParameters;
import io.github.bucket4j.distributed.proxy.optimization.Optimizations;
import io.github.bucket4j.postgresql.Bucket4jPostgreSQL;
import io.github.bucket4j.postgresql.PostgreSQLSelectForUpdateBasedProxyManager;
import java.time.Duration;
import javax.sql.DataSource;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;

/**
 * Buckets in the table {@code rate_limit_bucket}, so that every node takes from the same ones. A node does not commit
 * to PostgreSQL for every call: each bucket it uses is kept here as Bucket4j's delaying proxy, which takes calls from
 * its copy of the row and writes what it took back, in one short transaction of its own ({@code SELECT ... FOR
 * UPDATE}, outside the call's), once {@code svc.limits.unsynced-calls} calls were taken locally or
 * {@code svc.limits.sync-interval} has passed, and at once when its copy cannot answer. On one node the copy is the
 * row, so a refusal and its Retry-After are exact; across N nodes a quota can be passed by at most N times
 * unsynced-calls (docs/decisions.md). A proxy untouched for as long as its slower quota takes to fill is forgotten:
 * what it had not written back could no longer refuse anything. A row expires once its bucket would be full again;
 * every {@code svc.limits.sweep-interval} (5 minutes by default) one node or another deletes such rows, a batch at a
 * time, so they do not pile up.
 */
class SharedBuckets implements BucketStore, SchedulingConfigurer {
    static final String TABLE = "rate_limit_bucket";
    /** Kept a little past full, so that a row is never deleted while a take that read it is still in flight. */
    private static final Duration KEPT_PAST_FULL = Duration.ofSeconds(30);

    private static final int SWEEP_BATCH = 1000;

    private final PostgreSQLSelectForUpdateBasedProxyManager<String> buckets;
    /** Null when every take is written at once ({@code unsynced-calls} 0). */
    private final DelayParameters unsynced;
    private final Cache<String, Bucket> held;
    private final Duration sweepInterval;

    SharedBuckets(DataSource dataSource, long unsyncedCalls, Duration syncInterval, Duration untilFull,
            long maxBuckets, Duration sweepInterval) {
        this.buckets = Bucket4jPostgreSQL.selectForUpdateBasedBuilder(dataSource)
                .primaryKeyMapper(PrimaryKeyMapper.STRING)
                .table(TABLE)
                .expirationAfterWrite(ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(KEPT_PAST_FULL))
                .build();
        this.unsynced = unsyncedCalls == 0 ? null : new DelayParameters(unsyncedCalls, syncInterval);
        this.held = Caffeine.newBuilder().expireAfterAccess(untilFull).maximumSize(maxBuckets).build();
        this.sweepInterval = sweepInterval;
    }

    @Override
    public Bucket bucket(String key, BucketConfiguration configuration) {
        return held.get(key, k -> unsynced == null
                ? buckets.getProxy(k, () -> configuration)
                : buckets.builder().withOptimization(Optimizations.delaying(unsynced)).build(k, () -> configuration));
    }

    @Override
    public void configureTasks(ScheduledTaskRegistrar tasks) {
        tasks.addFixedDelayTask(new FixedDelayTask(this::sweep, sweepInterval, sweepInterval));
    }

    void sweep() {
        int removed;
        do {
            removed = buckets.removeExpired(SWEEP_BATCH);
        } while (removed == SWEEP_BATCH);
    }
}
