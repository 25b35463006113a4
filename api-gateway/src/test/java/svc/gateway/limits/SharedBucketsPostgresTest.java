package svc.gateway.limits;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.distributed.jdbc.PrimaryKeyMapper;
import io.github.bucket4j.postgresql.Bucket4jPostgreSQL;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.datasource.DriverManagerDataSource;
import svc.projections.TestDatabases;

/**
 * Buckets shared through PostgreSQL, taken from each node's copy and written back behind the calls: what the row
 * misses, when it is written, and the bound a quota can be passed by across nodes. Skipped without a reachable
 * PostgreSQL, failed instead when {@code SVC_REQUIRE_PG=true} (see {@link TestDatabases}).
 */
class SharedBucketsPostgresTest {
    private static final Duration UNTIL_FULL = Duration.ofHours(1);

    private static DataSource database;

    @BeforeAll
    static void database() {
        database = new DriverManagerDataSource(TestDatabases.asApp(TestDatabases.postgresUrl()));
    }

    @Test
    void takesWaitForNoWriteUntilTheMostUnwrittenAreTakenAndThenWriteBackThemselves() {
        HeldTasks writer = new HeldTasks();
        Quota quota = new Quota("subject", 100, 1);
        try (SharedBuckets node = node(4, writer)) {
            HeldBucket bucket = node.bucket("k1", quota.configuration());
            List<Long> remaining = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                remaining.add(bucket.take().getRemainingTokens());
            }
            assertThat(remaining).as("each call counted exactly on the node").containsExactly(99L, 98L, 97L, 96L);
            assertThat(inRow("k1", quota)).as("the first take made the row; the others are the node's").isEqualTo(99);
            assertThat(writer.held).as("the writer was asked once, at half of the most unwritten").hasSize(1);

            assertThat(bucket.take().getRemainingTokens()).isEqualTo(95);
            assertThat(inRow("k1", quota)).as("the take past the most unwritten wrote them back first").isEqualTo(96);

            writer.runAll();
            assertThat(inRow("k1", quota)).as("the writer writes back what is left").isEqualTo(95);
        }
    }

    @Test
    void theWriterWritesBackBehindTheCallsAndEverySyncInterval() throws Exception {
        Quota quota = new Quota("subject", 100, 1);
        try (SharedBuckets node = node(10, writerThread())) {
            HeldBucket bucket = node.bucket("k2", quota.configuration());
            for (int i = 0; i < 5; i++) {
                bucket.take();
            }
            awaitInRow("k2", quota, 95);
            bucket.take();
            node.writeBackLater();
            awaitInRow("k2", quota, 94);
        }
    }

    @Test
    void aCallGivenBackIsWrittenBackWithTheCallsTaken() {
        HeldTasks writer = new HeldTasks();
        Quota quota = new Quota("subject", 100, 1);
        try (SharedBuckets node = node(10, writer)) {
            HeldBucket bucket = node.bucket("k3", quota.configuration());
            bucket.take();
            bucket.take();
            bucket.giveBack();
            node.writeBackLater();
            writer.runAll();
            assertThat(inRow("k3", quota)).isEqualTo(99);
        }
    }

    @Test
    void aNodeStoppingWritesBackWhatItsCopiesTookAndAfterwardsOnTheCallersThread() {
        Quota quota = new Quota("subject", 100, 1);
        SharedBuckets node = node(10, writerThread());
        HeldBucket bucket = node.bucket("k4", quota.configuration());
        bucket.take();
        bucket.take();
        bucket.take();
        assertThat(inRow("k4", quota)).as("below half of the bound: the node's alone").isEqualTo(99);
        node.close();
        assertThat(inRow("k4", quota)).as("written back as the node stopped").isEqualTo(97);
        for (int i = 0; i < 5; i++) {
            bucket.take();
        }
        assertThat(inRow("k4", quota)).as("no writer left: the take that was due wrote back itself").isEqualTo(92);
    }

    /**
     * Nodes taking from one bucket at once, from several threads each, until every thread is refused: between them
     * they take the quota, and pass it by at most the nodes' unwritten calls together (plus what refilled meanwhile).
     */
    @Test
    void nodesTogetherPassAQuotaByAtMostTheirUnwrittenCalls() throws Exception {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        for (int round = 0; round < 4; round++) {
            int nodes = 2 + random.nextInt(2);
            int most = 1 + random.nextInt(8);
            int capacity = 10 + random.nextInt(50);
            int threads = 1 + random.nextInt(4);
            String key = "bound-" + seed + "-" + round;
            String given = "seed " + seed + ", round " + round + ": " + nodes + " nodes, most " + most + ", capacity "
                    + capacity + ", " + threads + " threads a node";
            Quota quota = new Quota("subject", capacity, 1);
            List<SharedBuckets> cluster = new ArrayList<>();
            ExecutorService callers = Executors.newFixedThreadPool(nodes * threads);
            long started = System.nanoTime();
            try {
                for (int n = 0; n < nodes; n++) {
                    cluster.add(node(most, writerThread()));
                }
                AtomicLong taken = new AtomicLong();
                CountDownLatch go = new CountDownLatch(1);
                List<Future<?>> running = new ArrayList<>();
                for (SharedBuckets node : cluster) {
                    for (int t = 0; t < threads; t++) {
                        running.add(callers.submit(() -> {
                            go.await();
                            HeldBucket bucket = node.bucket(key, quota.configuration());
                            while (bucket.take().isConsumed()) {
                                taken.incrementAndGet();
                            }
                            return null;
                        }));
                    }
                }
                go.countDown();
                for (Future<?> each : running) {
                    each.get(60, TimeUnit.SECONDS);
                }
                long refilled = TimeUnit.NANOSECONDS.toMinutes(System.nanoTime() - started) + 1;
                assertThat(taken.get()).as(given).isBetween((long) capacity,
                        (long) capacity + (long) nodes * most + refilled);
            } finally {
                callers.shutdownNow();
                for (SharedBuckets node : cluster) {
                    node.close();
                }
            }
        }
    }

    private static SharedBuckets node(long most, ExecutorService writer) {
        // The test's database outlives every node, so a node's close leaves it open.
        return new SharedBuckets(database, most, Duration.ofMinutes(1), UNTIL_FULL, 1000, Duration.ofMinutes(5),
                writer, () -> { });
    }

    private static ExecutorService writerThread() {
        return Executors.newSingleThreadExecutor();
    }

    /** What the row itself holds, read through a proxy that keeps no copy. */
    private static long inRow(String key, Quota quota) {
        return Bucket4jPostgreSQL.selectForUpdateBasedBuilder(database).primaryKeyMapper(PrimaryKeyMapper.STRING)
                .table(SharedBuckets.TABLE).build().getProxy(key, quota::configuration).getAvailableTokens();
    }

    private static void awaitInRow(String key, Quota quota, long expected) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (inRow(key, quota) != expected && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(inRow(key, quota)).isEqualTo(expected);
    }

    /** A writer that runs nothing until told to, so a test sees what the calls alone wrote. */
    private static final class HeldTasks extends AbstractExecutorService {
        final List<Runnable> held = new ArrayList<>();

        @Override
        public synchronized void execute(Runnable task) {
            held.add(task);
        }

        synchronized void runAll() {
            List<Runnable> now = new ArrayList<>(held);
            held.clear();
            now.forEach(Runnable::run);
        }

        @Override
        public void shutdown() {
        }

        @Override
        public List<Runnable> shutdownNow() {
            return List.of();
        }

        @Override
        public boolean isShutdown() {
            return false;
        }

        @Override
        public boolean isTerminated() {
            return true;
        }

        @Override
        public boolean awaitTermination(long timeout, TimeUnit unit) {
            return true;
        }
    }
}
