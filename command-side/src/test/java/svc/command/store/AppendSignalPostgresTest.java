package svc.command.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * Two nodes' signals on one PostgreSQL, each pair on a channel of its test's own: an append on one makes the other
 * read at once, a node is not woken by its own appends, and a burst of appends is told once per debounce window.
 * Skipped without PostgreSQL (or with {@code SVC_TEST_PG=off}) unless {@code SVC_REQUIRE_PG=true}.
 */
class AppendSignalPostgresTest {
    private static final String URL = System.getenv().getOrDefault("SVC_TEST_PG",
            "jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres");
    private static final Duration PATIENCE = Duration.ofSeconds(10);

    private final String channel = "svc_appended_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    private final List<AppendSignal> signals = new ArrayList<>();
    private DriverManagerDataSource dataSource;

    @BeforeEach
    void postgres() {
        boolean required = "true".equalsIgnoreCase(System.getenv("SVC_REQUIRE_PG"));
        try (Connection ignored = DriverManager.getConnection(URL)) {
            dataSource = new DriverManagerDataSource(URL);
        } catch (SQLException e) {
            if (required) {
                throw new IllegalStateException("PostgreSQL is required but " + URL + " did not answer", e);
            }
            Assumptions.abort("no PostgreSQL at " + URL);
        }
    }

    @AfterEach
    void close() {
        signals.forEach(AppendSignal::close);
    }

    @Test
    void anAppendOnOneNodeMakesTheOtherReadAndNotItself() throws Exception {
        AtomicInteger readsOfA = new AtomicInteger();
        AtomicInteger readsOfB = new AtomicInteger();
        AppendSignal a = signal("a", readsOfA::incrementAndGet, Duration.ZERO);
        AppendSignal b = signal("b", readsOfB::incrementAndGet, Duration.ZERO);
        // Each reads once as it starts listening, for what was appended while it was not.
        await(() -> readsOfA.get() == 1 && readsOfB.get() == 1, "both listening");

        a.appended();
        await(() -> readsOfB.get() == 2, "b told of a's append");

        b.appended();
        await(() -> readsOfA.get() == 2, "a told of b's append");
        // Notifications reach a listener in the order they were sent, so a's own, sent first, was passed over.
        assertThat(readsOfA).hasValue(2);
        assertThat(readsOfB).hasValue(2);
    }

    @Test
    void aBurstOfAppendsIsToldOncePerDebounceWindow() throws Exception {
        try (Connection listening = DriverManager.getConnection(URL)) {
            listening.createStatement().execute("LISTEN " + channel);
            AppendSignal a = signal("a", () -> { }, Duration.ofSeconds(2));
            for (int i = 0; i < 100; i++) {
                a.appended();
            }
            // Watched for longer than the first window: a signal without its debounce would have sent a hundred.
            List<String> told = new ArrayList<>();
            long until = System.nanoTime() + Duration.ofSeconds(3).toNanos();
            while (System.nanoTime() < until && told.size() < 3) {
                PGNotification[] got = listening.unwrap(PGConnection.class).getNotifications(200);
                if (got != null) {
                    for (PGNotification notification : got) {
                        told.add(notification.getParameter());
                    }
                }
            }
            assertThat(told).as("one notice at once, and one for the appends that came in its window")
                    .isNotEmpty().hasSizeLessThanOrEqualTo(2).containsOnly("a");
        }
    }

    @Test
    void aNodeServingAloneTellsNobodyUntilAnotherServes() throws Exception {
        try (Connection listening = DriverManager.getConnection(URL)) {
            listening.createStatement().execute("LISTEN " + channel);
            AtomicBoolean othersServing = new AtomicBoolean();
            AppendSignal a = signal("a", () -> { }, Duration.ZERO, othersServing::get);
            for (int i = 0; i < 10; i++) {
                a.appended();
            }
            assertThat(told(listening, Duration.ofMillis(500))).as("nothing told while alone").isEmpty();

            othersServing.set(true);
            a.appended();

            assertThat(told(listening, PATIENCE)).containsExactly("a");
        }
    }

    @Test
    void onAnotherDatabaseTheSignalDoesNothing() {
        AppendSignal h2 = AppendSignal.on(new DriverManagerDataSource("jdbc:h2:mem:signal" + channel), "a",
                () -> {
                    throw new AssertionError("nothing is read on H2");
                }, Duration.ZERO, () -> true);
        signals.add(h2);
        h2.appended();
    }

    private AppendSignal signal(String node, Runnable readNow, Duration debounce) {
        return signal(node, readNow, debounce, () -> true);
    }

    private AppendSignal signal(String node, Runnable readNow, Duration debounce, BooleanSupplier othersServing) {
        AppendSignal signal = new AppendSignal(dataSource, channel, node, readNow, debounce, othersServing);
        signals.add(signal);
        signal.start();
        return signal;
    }

    /** The nodes named by the first notifications to come within {@code patience}. */
    private static List<String> told(Connection listening, Duration patience) throws SQLException {
        List<String> told = new ArrayList<>();
        long until = System.nanoTime() + patience.toNanos();
        while (System.nanoTime() < until && told.isEmpty()) {
            PGNotification[] got = listening.unwrap(PGConnection.class).getNotifications(100);
            if (got != null) {
                for (PGNotification notification : got) {
                    told.add(notification.getParameter());
                }
            }
        }
        return told;
    }

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + PATIENCE + ": " + what);
            }
            Thread.sleep(5);
        }
    }
}
