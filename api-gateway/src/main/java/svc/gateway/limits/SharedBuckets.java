package svc.gateway.limits;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.jdbc.PrimaryKeyMapper;
import io.github.bucket4j.distributed.proxy.optimization.manual.ManuallySyncingOptimization;
import io.github.bucket4j.postgresql.Bucket4jPostgreSQL;
import io.github.bucket4j.postgresql.PostgreSQLSelectForUpdateBasedProxyManager;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;

/**
 * Buckets in the table {@code rate_limit_bucket}, so that every node takes from the same ones. A call never commits to
 * PostgreSQL to take a call: each bucket a node uses is kept here as a {@link BucketCopy}, which takes calls from the
 * node's copy of the row and has the node's writer thread ({@code rate-limit-writer}) write them back, each bucket in
 * one short transaction ({@code SELECT ... FOR UPDATE}, outside any call's), once half of
 * {@code svc.limits.unsynced-calls} are unwritten and every {@code svc.limits.sync-interval}; a take that finds all
 * of them unwritten writes them back itself first. On one node the copy is the row, so a refusal and its Retry-After
 * are exact; across N nodes a quota can be passed by at most N times unsynced-calls (docs/decisions.md). A copy
 * untouched for as long as its slower quota takes to fill is forgotten (what it took was written back within a sync
 * interval). A row expires once its bucket would be full again; every {@code svc.limits.sweep-interval} (5 minutes by
 * default) one node or another deletes such rows, a batch at a time, so they do not pile up.
 */
class SharedBuckets implements BucketStore, SchedulingConfigurer, AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(SharedBuckets.class);
    static final String TABLE = "rate_limit_bucket";
    /** Kept a little past full, so that a row is never deleted while a take that read it is still in flight. */
    private static final Duration KEPT_PAST_FULL = Duration.ofSeconds(30);

    private static final int SWEEP_BATCH = 1000;

    private final PostgreSQLSelectForUpdateBasedProxyManager<String> buckets;
    /** 0 when every take is written at once. */
    private final long unsyncedCalls;
    private final Duration syncInterval;
    private final ExecutorService writer;
    private final AutoCloseable pool;
    private final Cache<String, BucketCopy> held;
    private final Duration sweepInterval;

    /**
     * Over a pool of the buckets' own ({@code pool}, closed after the last write-back): a write-back that waited for a
     * connection behind the calls, which hold theirs while their appends are written, left the takes after it waiting
     * on the bound (docs/performance.md, "Calls that waited for a connection").
     */
    <P extends DataSource & AutoCloseable> SharedBuckets(P pool, long unsyncedCalls, Duration syncInterval,
            Duration untilFull, long maxBuckets, Duration sweepInterval) {
        this(pool, unsyncedCalls, syncInterval, untilFull, maxBuckets, sweepInterval,
                Executors.newSingleThreadExecutor(runnable -> {
                    Thread thread = new Thread(runnable, "rate-limit-writer");
                    thread.setDaemon(true);
                    return thread;
                }), pool);
    }

    /** {@code writer} writes the copies back, one bucket at a time; {@code pool} is closed after it. */
    SharedBuckets(DataSource dataSource, long unsyncedCalls, Duration syncInterval, Duration untilFull,
            long maxBuckets, Duration sweepInterval, ExecutorService writer, AutoCloseable pool) {
        this.pool = pool;
        this.buckets = Bucket4jPostgreSQL.selectForUpdateBasedBuilder(dataSource)
                .primaryKeyMapper(PrimaryKeyMapper.STRING)
                .table(TABLE)
                .expirationAfterWrite(ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(KEPT_PAST_FULL))
                .build();
        this.unsyncedCalls = unsyncedCalls;
        this.syncInterval = syncInterval;
        this.writer = writer;
        this.held = Caffeine.newBuilder().expireAfterAccess(untilFull).maximumSize(maxBuckets).build();
        this.sweepInterval = sweepInterval;
    }

    @Override
    public HeldBucket bucket(String key, BucketConfiguration configuration) {
        if (unsyncedCalls == 0) {
            return HeldBucket.of(buckets.getProxy(key, () -> configuration));
        }
        return held.get(key, k -> new BucketCopy(k, buckets.builder()
                .withOptimization(new ManuallySyncingOptimization()).build(k, () -> configuration), unsyncedCalls,
                writer));
    }

    @Override
    public void configureTasks(ScheduledTaskRegistrar tasks) {
        tasks.addFixedDelayTask(new FixedDelayTask(this::sweep, sweepInterval, sweepInterval));
        if (unsyncedCalls > 0) {
            tasks.addFixedDelayTask(new FixedDelayTask(this::writeBackLater, syncInterval, syncInterval));
        }
    }

    /** Has the writer write back every bucket with calls the row misses. */
    void writeBackLater() {
        held.asMap().values().forEach(BucketCopy::writeBackLater);
    }

    void sweep() {
        int removed;
        do {
            removed = buckets.removeExpired(SWEEP_BATCH);
        } while (removed == SWEEP_BATCH);
    }

    /** Writes back what the buckets took, so a node that stops leaves its calls counted. */
    @Override
    public void close() {
        writeBackLater();
        writer.shutdown();
        try {
            if (!writer.awaitTermination(10, TimeUnit.SECONDS)) {
                log.warn("the rate-limit writer did not finish writing back within 10 s; calls it held are lost");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            pool.close();
        } catch (Exception e) {
            log.warn("the rate-limit buckets' connection pool did not close", e);
        }
    }
}
