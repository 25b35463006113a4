package svc.command.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import svc.sql.Vendor;

/**
 * The nodes on one PostgreSQL record tell each other of their appends, so a node reads another's events at once
 * instead of at its event store's next poll. After a local commit that appended events, one {@code NOTIFY} goes out on
 * a connection of its own: never inside the append transaction, where it would serialise commits cluster-wide, and at
 * most one per debounce window however many commits fell in it. Every node {@code LISTEN}s on a connection it keeps,
 * and, told of another node's append, has its store read the log now. The poll stays as the fallback: a notification
 * lost with a dropped connection costs one poll, and the connection is opened again. A node serving alone tells
 * nobody: a node that joins is seen within a beat of its start ({@code svc.node.beat}), and until then it reads this
 * node's appends by poll, or at once where a read waits for them ({@link ProcessorWakeUps#hurry}).
 */
public final class AppendSignal implements AutoCloseable {
    static final String CHANNEL = "svc_appended";
    private static final Logger LOG = LoggerFactory.getLogger(AppendSignal.class);
    private static final int LISTEN_MILLIS = 1000;
    private static final Duration REOPEN = Duration.ofSeconds(1);

    private final DataSource dataSource;
    private final String channel;
    private final String node;
    private final Runnable readNow;
    private final Duration debounce;
    private final BooleanSupplier othersServing;
    private final AtomicBoolean pending = new AtomicBoolean();
    private final Semaphore wake = new Semaphore(0);
    private volatile boolean active;
    private volatile boolean running = true;
    private final Thread listener;
    private final Thread notifier;

    AppendSignal(DataSource dataSource, String channel, String node, Runnable readNow, Duration debounce,
            BooleanSupplier othersServing) {
        this.dataSource = dataSource;
        this.othersServing = othersServing;
        this.channel = channel;
        this.node = node;
        this.readNow = readNow;
        this.debounce = debounce;
        this.listener = daemon(this::listen, "svc-append-listener");
        this.notifier = daemon(this::notifyOthers, "svc-append-notifier");
    }

    /**
     * Tells and listens on the record's PostgreSQL from now on; on another database it does nothing.
     * {@code othersServing}: whether another node may be listening, asked at each append.
     */
    public static AppendSignal on(DataSource dataSource, String node, Runnable readNow, Duration debounce,
            BooleanSupplier othersServing) {
        AppendSignal signal = new AppendSignal(dataSource, CHANNEL, node, readNow, debounce, othersServing);
        if (Vendor.postgres(dataSource)) {
            signal.start();
        }
        return signal;
    }

    void start() {
        active = true;
        listener.start();
        notifier.start();
    }

    /** This node committed an append: the others are told within a debounce window. */
    public void appended() {
        if (active && othersServing.getAsBoolean() && pending.compareAndSet(false, true)) {
            wake.release();
        }
    }

    @Override
    public void close() {
        running = false;
        listener.interrupt();
        notifier.interrupt();
    }

    private void notifyOthers() {
        while (running) {
            try {
                wake.acquire();
                pending.set(false);
                send();
                TimeUnit.NANOSECONDS.sleep(debounce.toNanos());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (SQLException e) {
                // The others find this append at their next poll; the next append tries again.
                LOG.warn("could not tell the other nodes of an append: {}", e.getMessage());
            }
        }
    }

    private void send() throws SQLException {
        try (Connection connection = dataSource.getConnection();
                var statement = connection.prepareStatement("SELECT pg_notify(?, ?)")) {
            statement.setString(1, channel);
            statement.setString(2, node);
            statement.execute();
            if (!connection.getAutoCommit()) {
                connection.commit();
            }
        }
    }

    private void listen() {
        while (running) {
            try (Connection connection = dataSource.getConnection()) {
                connection.setAutoCommit(true);
                try (Statement statement = connection.createStatement()) {
                    statement.execute("LISTEN " + channel);
                }
                PGConnection pg = connection.unwrap(PGConnection.class);
                // Appends made while this node was not listening are read now rather than at the next poll.
                readNow.run();
                while (running) {
                    PGNotification[] told = pg.getNotifications(LISTEN_MILLIS);
                    if (told != null && Arrays.stream(told).anyMatch(n -> !node.equals(n.getParameter()))) {
                        readNow.run();
                    }
                }
            } catch (SQLException e) {
                if (!running) {
                    return;
                }
                LOG.warn("not listening for other nodes' appends ({}); reading them by poll until listening again",
                        e.getMessage());
                try {
                    Thread.sleep(REOPEN.toMillis());
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private static Thread daemon(Runnable task, String name) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        return thread;
    }
}
