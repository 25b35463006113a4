package svc.workers.beat;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.init.ScriptUtils;

/** Two nodes on one database, each scheduling the same job: it runs on one of them per turn. */
class OncePerClusterTest {
    private static final Duration TURN = Duration.ofSeconds(1);
    private static final Duration LONGEST = Duration.ofMinutes(1);

    private OncePerCluster a;
    private OncePerCluster b;
    private final AtomicInteger runs = new AtomicInteger();

    @BeforeEach
    void twoNodesOnOneDatabase() throws Exception {
        JdbcDataSource database = new JdbcDataSource();
        database.setURL("jdbc:h2:mem:once-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1");
        try (var connection = database.getConnection()) {
            ScriptUtils.executeSqlScript(connection,
                    new ClassPathResource("db/migration/common/V85__cluster_locks.sql"));
        }
        a = new OncePerCluster(database);
        b = new OncePerCluster(database);
        assertThat(new JdbcTemplate(database).queryForObject("SELECT COUNT(*) FROM svc_cluster_lock", Integer.class))
                .isZero();
    }

    @Test
    void aJobRunOnOneNodeIsSkippedOnTheOtherForTheRestOfItsTurn() {
        assertThat(a.run("beat", TURN, LONGEST, runs::incrementAndGet)).isTrue();
        assertThat(b.run("beat", TURN, LONGEST, runs::incrementAndGet)).isFalse();
        assertThat(a.run("beat", TURN, LONGEST, runs::incrementAndGet)).as("its own node too, within the turn")
                .isFalse();
        assertThat(runs).hasValue(1);
    }

    @Test
    void anotherJobIsNotHeldUpByTheFirst() {
        assertThat(a.run("beat", TURN, LONGEST, runs::incrementAndGet)).isTrue();
        assertThat(b.run("sweep", TURN, LONGEST, runs::incrementAndGet)).isTrue();
        assertThat(runs).hasValue(2);
    }

    @Test
    void aJobRunningOnOneNodeIsNotStartedOnTheOther() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture<Boolean> running = CompletableFuture.supplyAsync(() -> a.run("beat", Duration.ZERO, LONGEST,
                () -> {
                    started.countDown();
                    await(finish);
                }));
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();

        assertThat(b.run("beat", Duration.ZERO, LONGEST, runs::incrementAndGet)).isFalse();
        finish.countDown();
        assertThat(running.get(10, TimeUnit.SECONDS)).isTrue();
        assertThat(runs).hasValue(0);
    }

    @Test
    void onceTheTurnHasPassedEitherNodeRunsItAgain() throws Exception {
        assertThat(a.run("beat", TURN, LONGEST, runs::incrementAndGet)).isTrue();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        boolean ran = false;
        while (!ran && System.nanoTime() < deadline) {
            ran = b.run("beat", TURN, LONGEST, runs::incrementAndGet);
            if (!ran) {
                Thread.sleep(50);
            }
        }
        assertThat(ran).isTrue();
        assertThat(runs).hasValue(2);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
