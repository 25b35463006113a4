package svc.ops.rebuild;

import java.time.Clock;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The live processors' segment claims, taken by the rebuild for its last steps (catching up, verifying, swapping).
 * Every node's processor of those projections finds its segments claimed by another owner, fails its batch (it
 * stores its token under its claim) and waits; the claims are kept fresh until they are released, with the new
 * tokens, when the fresh tables are in. A rebuild that dies stops refreshing them, and they lapse after the token
 * store's claim timeout: the live processors go on as before.
 */
final class ClaimHold implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ClaimHold.class);

    private final JdbcTemplate jdbc;
    private final Clock clock;
    private final String owner;
    private final int taken;
    private volatile boolean quiet;
    private final ScheduledExecutorService heartbeat = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "rebuild-claims");
        thread.setDaemon(true);
        return thread;
    });

    private ClaimHold(JdbcTemplate jdbc, Clock clock, String owner, int taken) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.owner = owner;
        this.taken = taken;
    }

    static ClaimHold take(JdbcTemplate jdbc, Clock clock, String owner, List<String> processors) {
        int taken = jdbc.update("UPDATE tokenentry SET owner = ?, timestamp = ? WHERE processorname IN ("
                + String.join(", ", Collections.nCopies(processors.size(), "?")) + ")",
                arguments(owner, clock.instant().toString(), processors));
        ClaimHold hold = new ClaimHold(jdbc, clock, owner, taken);
        hold.heartbeat.scheduleWithFixedDelay(hold::beat, 2, 2, TimeUnit.SECONDS);
        return hold;
    }

    /**
     * Refreshes every claim in the caller's transaction, which so holds them all until it ends; the heartbeat leaves
     * them alone from now on (it would only wait for that transaction's locks). Refuses, and so rolls the transaction
     * back, when a claim was lost since it was taken (not refreshed within the claim timeout, and taken back by a
     * live processor): that processor may have written live rows the transaction cannot see.
     */
    void holdInThisTransaction() {
        quiet = true;
        int held = refresh();
        if (held != taken) {
            throw new IllegalStateException("the rebuild holds " + held + " of the " + taken
                    + " segment claims it took; a live processor took the others back, so nothing is swapped in");
        }
    }

    private int refresh() {
        return jdbc.update("UPDATE tokenentry SET timestamp = ? WHERE owner = ?", clock.instant().toString(), owner);
    }

    private void beat() {
        if (quiet) {
            return;
        }
        try {
            refresh();
        } catch (RuntimeException e) {
            LOG.warn("could not refresh the rebuild's claims; they lapse after the claim timeout", e);
        }
    }

    @Override
    public void close() {
        heartbeat.shutdownNow();
        jdbc.update("UPDATE tokenentry SET owner = NULL WHERE owner = ?", owner);
    }

    private static Object[] arguments(String owner, String now, List<String> processors) {
        Object[] all = new Object[processors.size() + 2];
        all[0] = owner;
        all[1] = now;
        for (int i = 0; i < processors.size(); i++) {
            all[i + 2] = processors.get(i);
        }
        return all;
    }
}
