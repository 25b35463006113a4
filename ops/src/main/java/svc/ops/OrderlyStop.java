package svc.ops;

import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import sun.misc.Signal;

/**
 * A served process told to stop (SIGTERM, or Ctrl-C's SIGINT) closes its service first and only then lets the JVM
 * run its shutdown hooks. The JVM runs every hook at once, in no order, and the embedded H2 registers one of its own
 * that closes the database, so on every stop it closed the record under the event store's reader and before the node
 * struck itself from the record: two ERRORs with their stack traces and a refused delete. H2 will not leave its hook
 * out beside {@code AUTO_SERVER=TRUE}, which lets the command line open the record a server holds. The exit status
 * is the JVM's own for the signal (128 and its number).
 *
 * <p>The signals are taken before the service starts. One that comes while it starts (the demo tenant being recorded,
 * say) waits for the start to end, then stops as above: stopped at once, the start failed on a closed record with an
 * ERROR, and a demo tenant half recorded would never be completed (it is recorded only on a first start). A second
 * signal stops at once, the old way, for the one who will not wait.
 */
final class OrderlyStop {
    private static final Logger LOG = LoggerFactory.getLogger(OrderlyStop.class);

    private final CompletableFuture<ConfigurableApplicationContext> started = new CompletableFuture<>();
    private final AtomicBoolean stopping = new AtomicBoolean();

    private OrderlyStop() {
    }

    /** Starts the application with the stop signals taken first. */
    static void run(SpringApplicationBuilder application, String... arguments) {
        OrderlyStop stop = new OrderlyStop();
        stop.listen();
        try {
            stop.started.complete(application.run(arguments));
        } catch (RuntimeException | Error failed) {
            stop.started.completeExceptionally(failed);
            throw failed;
        }
    }

    private void listen() {
        for (String name : new String[] {"TERM", "INT"}) {
            try {
                Signal.handle(new Signal(name), this::told);
            } catch (IllegalArgumentException taken) {
                // The JVM keeps the signal (-Xrs, or a platform without it): it stops as it did before.
                LOG.warn("SIG{} stops this process with the JVM's shutdown hooks all at once: {}", name,
                        taken.getMessage());
            }
        }
    }

    private void told(Signal signal) {
        int status = 128 + signal.getNumber();
        if (!stopping.compareAndSet(false, true)) {
            LOG.warn("told to stop again (SIG{}): stopping at once", signal.getName());
            new Thread(() -> System.exit(status), "svc-stop-now").start();
            return;
        }
        if (!started.isDone()) {
            LOG.info("told to stop (SIG{}) while starting: stopping once started", signal.getName());
        }
        new Thread(() -> {
            try {
                whenStarted().ifPresent(ConfigurableApplicationContext::close);
            } finally {
                System.exit(status);
            }
        }, "svc-stop").start();
    }

    /** The context once the start ends; none if it failed, which its own thread reports (Spring closed the rest). */
    private Optional<ConfigurableApplicationContext> whenStarted() {
        try {
            return Optional.of(started.join());
        } catch (CompletionException | CancellationException failed) {
            return Optional.empty();
        }
    }
}
