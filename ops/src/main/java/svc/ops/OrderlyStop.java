package svc.ops;

import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ConfigurableApplicationContext;
import sun.misc.Signal;

/**
 * A served process told to stop (SIGTERM, or Ctrl-C's SIGINT) closes its service first and only then lets the JVM
 * run its shutdown hooks. The JVM runs every hook at once, in no order, and the embedded H2 registers one of its own
 * that closes the database, so on every stop it closed the record under the event store's reader and before the node
 * struck itself from the record: two ERRORs with their stack traces and a refused delete. H2 will not leave its hook
 * out beside {@code AUTO_SERVER=TRUE}, which lets the command line open the record a server holds. The exit status
 * is the JVM's own for the signal (128 and its number).
 */
final class OrderlyStop {
    private static final Logger LOG = LoggerFactory.getLogger(OrderlyStop.class);

    private OrderlyStop() {
    }

    static void on(ConfigurableApplicationContext context) {
        AtomicBoolean stopping = new AtomicBoolean();
        for (String name : new String[] {"TERM", "INT"}) {
            try {
                Signal.handle(new Signal(name), signal -> {
                    if (stopping.compareAndSet(false, true)) {
                        Thread stop = new Thread(() -> {
                            try {
                                context.close();
                            } finally {
                                System.exit(128 + signal.getNumber());
                            }
                        }, "svc-stop");
                        stop.start();
                    }
                });
            } catch (IllegalArgumentException taken) {
                // The JVM keeps the signal (-Xrs, or a platform without it): it stops as it did before.
                LOG.warn("SIG{} stops this process with the JVM's shutdown hooks all at once: {}", name,
                        taken.getMessage());
            }
        }
    }
}
