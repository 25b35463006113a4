package svc.ops.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.annotation.DirtiesContext.ClassMode;
import org.springframework.test.context.TestPropertySource;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * An append whose transaction stays open three times the processors' gap timeout while other calls append: the
 * late event and every event after it reach the projections; none is skipped as a gap given up on. Appends are
 * serialised on the recorded clock's row (docs/decisions.md, "An append outliving the gap timeout"), so no event
 * commits above one still open. The server is the class's own, with a gap timeout of a second.
 */
@OnFreshPostgres
@DirtiesContext(classMode = ClassMode.AFTER_CLASS)
@TestPropertySource(properties = "svc.axon.gap-timeout-ms=" + PostgresGapTimeoutTest.GAP_TIMEOUT_MS)
class PostgresGapTimeoutTest extends HttpSupport {
    static final int GAP_TIMEOUT_MS = 1000;
    private static final String SLOW = "gap-slow";

    @Autowired
    TransactionTemplate transactions;

    @Test
    void anAppendHeldOpenPastTheGapTimeoutIsProjectedAndSoIsEverythingAfterIt() throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(4);
        CountDownLatch appended = new CountDownLatch(1);
        try {
            Future<?> slow = threads.submit(() -> transactions.executeWithoutResult(status -> {
                give(SLOW, acme, List.of("read"));
                appended.countDown();
                pause(3 * GAP_TIMEOUT_MS);
            }));
            assertThat(appended.await(60, TimeUnit.SECONDS)).isTrue();
            List<Future<Reply>> after = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                String id = "h-after-gap-" + i;
                after.add(threads.submit(() -> record(ana, s1, id, "2026-01-01")));
            }
            slow.get(60, TimeUnit.SECONDS);
            for (Future<Reply> reply : after) {
                assertThat(reply.get(60, TimeUnit.SECONDS).status()).isEqualTo(200);
            }
        } finally {
            threads.shutdownNow();
        }

        untilGranted(tokens.issue(SLOW, Duration.ofHours(1)), acme);
        for (int i = 0; i < 3; i++) {
            String id = "h-after-gap-" + i;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            Reply unit = unit(ana, s1, id);
            while (unit.status() != 200 && System.nanoTime() < deadline) {
                Thread.sleep(50);
                unit = unit(ana, s1, id);
            }
            assertThat(unit.status()).as(id).isEqualTo(200);
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while holding the append open", e);
        }
    }
}
